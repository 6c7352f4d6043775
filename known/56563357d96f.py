# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | WhileStmt size mismatch: iter_args=N, yield values=N, return_vars=N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: NoScalarKernelReturn
# backend: Ascend950
# faults:
# seed: 3076938043824867624
# case: 1402
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T19:32:22Z
# last_seen: 2026-12-07T19:32:22Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:392-393
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the README campaign of 2026-12-07 (fifth session)"
# note: the while form of known/62ba6049c843.py: a break in an if whose branches yield two values inside a while loop carrying one; after CtrlFlowTransform the if's yield is taken as the loop's, and the real PyPTO reports the same TypeCheck 105 (WhileStmt size mismatch: iter_args=1, yield values=2, return_vars=1)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 1)
            if flag < 0:
                break
                c, c_1 = pl.yield_(n, n)
            else:
                c, c_1 = pl.yield_(n, n)
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(flag)
        return x
