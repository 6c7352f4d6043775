# irfuzz corpus v1
# signature: "contract | TypeCheck | CtrlFlowTransform | Dtype mismatch in WhileStmt: declared iter_arg[_] dtype != yield value[_] dtype |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: CtrlFlowTransform
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 5050441964701487899
# case: 362
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T11:52:59Z
# last_seen: 2026-12-07T11:52:59Z
# pypto_finding: ctrlflow-if-yield-taken-as-loop-yield.py
# class: loud
# pinned: src/ir/transforms/ctrl_flow_transform_pass.cpp:541
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's 43 signatures"
# note: the real PyPTO reports the same TypeCheck errors after CtrlFlowTransform (WhileStmt iter_arg / yield / return_var and IfStmt dtype mismatches): a break in an if with return vars inside a for loop that becomes a while; the if's FP32 yield becomes the while's carry, whose init is the FP16 t

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP16], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP16]:
        t: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        for i_1, (c_2,) in pl.range(1, init_values=(t,)):
            acc: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            if flag == 0:
                acc_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
            else:
                break
                acc_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
            c_3: pl.Tile[[1, 1], pl.FP16] = pl.yield_(t)
        return x
