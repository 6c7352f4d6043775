# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Shape dimension count mismatch in IfStmt: then yield value[_] has N dimensions, but else yield value[_] has N dimensions |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: AssignTypeSymmetry
# backend: Ascend910B
# faults:
# seed: 6890130837282915708
# case: 1646
# generator: gen/v1
# statements: 5
# count: 2
# first_seen: 2026-12-08T00:06:38Z
# last_seen: 2026-12-08T00:07:23Z
# pypto_finding: ctrlflow-break-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the real PyPTO (-backend 910B) reports the same TypeCheck 103 after CtrlFlowTransform: a break followed by a dead yield in an if with return vars; the break branch yields the rank-3 carry c, the else the if's rank-2 value acc, for one phi that becomes the loop's carry (ctrl_flow_transform_pass.cpp:541)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1, 1], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1, 1], pl.FP32]:
        t: pl.Tile[[1, 1, 1], pl.FP32] = pl.tile.create([1, 1, 1], dtype=pl.FP32, target_memory=None)
        for i, (c,) in pl.range(1, init_values=(t,)):
            acc: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            if flag < 0:
                break
                acc_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
            else:
                acc_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
            c_1: pl.Tile[[1, 1, 1], pl.FP32] = pl.yield_(c)
        return x
