# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Type kind mismatch in WhileStmt: declared iter_arg[_] type '_' != yield value[_] type '_' |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: NoNestedInCore
# backend: Ascend950
# faults:
# seed: 2877605975909567956
# case: 411
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T09:29:46Z
# last_seen: 2026-12-07T09:29:46Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports the same TypeCheck error after CtrlFlowTransform (its text after the pass is the model's): a break in an if with return vars inside a while; the if's yield (a tile) becomes the while's, whose first carry is the scalar n

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        v: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        for (n, c) in pl.while_(init_values=(0, v)):
            pl.cond(n < 1)
            if flag < 0:
                break
                c_1, c_2 = pl.yield_(c, c)
            else:
                c_1, c_2 = pl.yield_(c, c)
            n_2, c_3 = pl.yield_(flag, c_2)
        return x
