# irfuzz corpus v1
# signature: "roundtrip |  | LowerPipelineLoops | LowerPipelineLoops.out.py:N:N: pl.tile operation '_': tile.load: argument N (shapes): window-bounds: reads past the end of dimension N: offset pl.const(N, pl.INDEX) * pl.const(N, pl.INDEX) + extent N exceeds the source extent N. Pass clamp=True -- pl.load(x, offsets, shapes, clamp=True) -- to narrow the read to the source edge instead |  | "
# status: open
# oracle: roundtrip
# property:
# pass: LowerPipelineLoops
# profile: InOutUseValid
# backend: Ascend910B
# faults:
# seed: 7383709085750648171
# case: 4032
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T13:00:32Z
# last_seen: 2026-12-07T13:00:32Z
# pypto_finding: lower-pipeline-descending-tail-load-past-end.py
# class: silent
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:470-513
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's round trip after LowerPipelineLoops refuses the same load (offset 4 * 16 past a 32-row source) on the 910B
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_5: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[1, 32, 16], pl.FP32]]) -> pl.Tensor[[1, 32, 16], pl.FP32]:
        for i in pl.pipeline(16, 0, -2, stage=3):
            if i != 1:
                pass
            else:
                t_6: pl.Tile[[16, 16], pl.INT8] = pl.tile.load(x_5, [i % 2 * 16, 16], [16, 16], [16, 16], target_memory=None)
        return out
