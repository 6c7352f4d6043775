# irfuzz corpus v1
# signature: "contract | SSAVerify | LowerPipelineLoops | Variable '_' used outside its defining scope |  | "
# status: open
# oracle: contract
# property: SSAVerify
# pass: LowerPipelineLoops
# profile: StructuredCtrlFlow
# backend: Ascend950
# faults:
# seed: 3519107112393540279
# case: 1047
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T09:14:11Z
# last_seen: 2026-12-07T09:14:11Z
# pypto_finding: lower-pipeline-body-reads-outer-iterarg.py
# class: loud
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:354
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Triage of the default campaign's signatures (2026-12-07, second session)"
# note: the real PyPTO reports SSAVerify 'used outside its defining scope' after LowerPipelineLoops on this kernel: the pipeline body is DeepCloned and the enclosing loop's iter arg it reads becomes a fresh, undefined IterArg (deep_clone_utils.cpp:101-115); signature 82d651ca101a (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        acc: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        for i, (acc_1,) in pl.range(2, init_values=(acc,)):
            for i_1 in pl.pipeline(1, stage=2):
                tmp: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
                ep: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(acc_1, tmp)
            acc_2: pl.Tile[[2, 2], pl.FP32] = pl.yield_(acc_1)
        return out
