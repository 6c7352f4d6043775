# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Dtype mismatch in ForStmt: declared iter_arg[_] dtype != yield value[_] dtype |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: InOutUseValid
# backend: Ascend950
# faults:
# seed: 773856657439606535
# case: 2468
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T08:21:32Z
# last_seen: 2026-12-07T08:21:32Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:392-393
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports the same TypeCheck errors after CtrlFlowTransform (ForStmt iter_arg / yield / return_var and IfStmt dtype mismatches): a continue in an if with return vars; the if's FP16 yield becomes the FP32 iter arg's carry (ctrl_flow_transform_pass.cpp:392-393)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag_1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        acc: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        for i, (acc_1,) in pl.range(1, init_values=(acc,)):
            t_2: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
            if flag_1 < 0:
                c: pl.Tile[[1, 1], pl.FP16] = pl.yield_(t_2)
            else:
                continue
                c: pl.Tile[[1, 1], pl.FP16] = pl.yield_(t_2)
            acc_2: pl.Tile[[1, 1], pl.FP32] = pl.yield_(acc_1)
        return out
