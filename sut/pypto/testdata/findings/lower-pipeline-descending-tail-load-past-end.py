# irfuzz corpus v1
# signature: pypto | roundtrip | LowerPipelineLoops | pl.tile operation 'load': tile.load reads past the end of dimension 0: offset pl.const(4, pl.INDEX) * pl.const(16, pl.INDEX) + extent 16 exceeds the source extent 32. Pass clamp=True -- pl.load(x, offsets, shapes, clamp=True) -- to narrow the read to the source edge instead
# status: open
# oracle: pypto
# property: roundtrip
# pass: LowerPipelineLoops
# backend: Ascend910B
# outcome: roundtrip
# exception: RuntimeError ([RoundtripInstrument] the printed IR after pass 'LowerPipelineLoops' does not parse back)
# message: pl.tile operation 'load': tile.load reads past the end of dimension 0: offset pl.const(4, pl.INDEX) * pl.const(16, pl.INDEX) + extent 16 exceeds the source extent 32. Pass clamp=True -- pl.load(x, offsets, shapes, clamp=True) -- to narrow the read to the source edge instead
# pinned: src/ir/transforms/lower_pipeline_loops_pass.cpp:470-513 (LowerStatic on a descending pl.pipeline loop of stage 3: the clones' loads are rebuilt with an offset past the source's end, 4 * 16 for a 32-row tensor, in a branch the loop never takes; which step computes the offset is not pinned down)
# kind: bug
# silent: silent
# upstream: unknown
# mode: VerificationLevel.ROUNDTRIP (ir.make_roundtrip_instrument()); the pipeline and ir.compile accept the kernel
# note: found by a 6,000-case 910B campaign (known/1a6085fc37b1.py); the load sits in the else branch of i != 1, never taken for the even i of the loop, so no run reads past the end: the printed IR is what the parser refuses
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_5: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[1, 32, 16], pl.FP32]]) -> pl.Tensor[[1, 32, 16], pl.FP32]:
        for i in pl.pipeline(16, 0, -2, stage=3):
            if i != 1:
                pass
            else:
                t_6: pl.Tile[[16, 16], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_5, [i % 2 * 16, 16], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        return out
