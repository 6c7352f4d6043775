# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Dtype mismatch in IfStmt: then yield value[_] dtype != else yield value[_] dtype |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: AccToGmStoreValid
# backend: Ascend950
# faults:
# seed: 5072378284885910098
# case: 2498
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T08:21:32Z
# last_seen: 2026-12-07T08:21:32Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports the same TypeCheck error after CtrlFlowTransform: a break in a nested if with return vars; the inner if's FP32 yield becomes the loop's carry, the outer else still yields the FP16 t for the same phi (ctrl_flow_transform_pass.cpp:541)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.range(1):
            t: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
            if flag_1 < 0:
                t_1: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
                if flag < 0:
                    break
                    c: pl.Tile[[1, 1], pl.FP32] = pl.yield_(t_1)
                else:
                    c: pl.Tile[[1, 1], pl.FP32] = pl.yield_(t_1)
                c_1: pl.Tile[[1, 1], pl.FP16] = pl.yield_(t)
            else:
                c_1: pl.Tile[[1, 1], pl.FP16] = pl.yield_(t)
        return out
