# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Type kind mismatch in IfStmt: then yield value[_] type '_' != else yield value[_] type '_' |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: TensorViewCanonical
# backend: Ascend950
# faults:
# seed: 9201349168841568221
# case: 1816
# generator: gen/v1
# statements: 4
# count: 2
# first_seen: 2026-12-07T08:21:27Z
# last_seen: 2026-12-07T08:21:35Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports the same TypeCheck error after CtrlFlowTransform: a break in an if with return vars inside a while; the break branch yields the iter arg n, the other the if's Tile value h, for one phi (ctrl_flow_transform_pass.cpp:541)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        for (n,) in pl.while_(init_values=(0,)):
            pl.cond(n < 1)
            h: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
            if flag < 0:
                break
                c: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec] = pl.yield_(h)
            else:
                c: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec] = pl.yield_(h)
            n_2: pl.Scalar[pl.INDEX] = pl.yield_(flag)
        return x_1
