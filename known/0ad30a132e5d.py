# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = N, but else yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 2160171682716924085
# case: 218
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T09:13:49Z
# last_seen: 2026-12-07T09:13:49Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports the same TypeCheck error after CtrlFlowTransform: a continue in an if with return vars; the if's [1, 1] yield becomes the loop's carry, whose else keeps the [1, 2] carry (ctrl_flow_transform_pass.cpp:541)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 2], pl.FP32]]) -> pl.Tensor[[1, 2], pl.FP32]:
        acc_1: pl.Tile[[1, 2], pl.FP32] = pl.tile.create([1, 2], dtype=pl.FP32, target_memory=None)
        for i, (acc_2,) in pl.range(1, init_values=(acc_1,)):
            m: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            if flag < 0:
                continue
                c_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.yield_(m)
            else:
                c_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.yield_(m)
            acc_4: pl.Tile[[1, 2], pl.FP32] = pl.yield_(acc_2)
        return out
