# irfuzz corpus v1
# signature: "contract | UseAfterDefCheck | CtrlFlowTransform | Variable '_' used before definition in function '_' |  | "
# status: open
# oracle: contract
# property: UseAfterDefCheck
# pass: CtrlFlowTransform
# profile: UseAfterDef
# backend: Ascend950
# faults:
# seed: 8346698896321447158
# case: 574
# generator: gen/v1
# statements: 5
# count: 9
# first_seen: 2026-12-07T08:21:20Z
# last_seen: 2026-12-07T08:21:35Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO prints c_2__FREE_VAR after CtrlFlowTransform and its round trip fails the same (UseAfterDefCheck: c_2 used before definition): a break in an if with return vars, the branch's yield taken as the loop's carry (phi v__phi_v2), the if's return var c_2 dropped while the rest of the body still reads it (ctrl_flow_transform_pass.cpp:541); signature c5735b189ec5 (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32], flag_1: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        v: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        for i in pl.range(1):
            if flag_1 < 0:
                break
                c_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            else:
                c_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
            v_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c_2)
        return x
