# irfuzz corpus v1
# signature: "roundtrip |  | LowerPipelineLoops | assign _: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: LowerPipelineLoops
# profile: PipelineLoopValid
# backend: Ascend910B
# faults:
# seed: 2652687896159144623
# case: 4202
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T13:01:00Z
# last_seen: 2026-12-07T13:01:00Z
# pypto_finding: lower-pipeline-tail-return-var-keeps-loop-type.py
# class: silent
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:504-510
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's round trip after LowerPipelineLoops fails at the same node (['kernel'].body[8].var) on the 910B: the tail's return-var binding keeps the loop's type
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 2], pl.INT32]], x_2: pl.Tensor[[1, 2], pl.FP32]) -> pl.Tensor[[1, 2], pl.INT32]:
        t_1: pl.Tile[[2, 2], pl.BF16] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=None)
        t_2: pl.Tile[[2, 2], pl.BF16] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=None)
        t_3: pl.Tile[[1, 2], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 2], [1, 2], target_memory=None)
        acc: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_1, t_2, t_3)
        sl: pl.Tile[[1, 2], pl.FP32] = pl.tile.create([1, 2], dtype=pl.FP32, target_memory=None)
        for i_1, (c_1,) in pl.pipeline(1, stage=3, init_values=(sl,)):
            c_2: pl.Tile[[1, 2], pl.FP32] = pl.yield_(t_3)
        return out
