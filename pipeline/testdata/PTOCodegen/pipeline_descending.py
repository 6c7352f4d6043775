# A pl.pipeline(3, -1, -1, stage=2) loop: LowerPipelineLoops leaves a main loop stepping by -2, which the pinned codegen refuses.
import pypto.language as pl

@pl.program
class DescendingPipeline:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.pipeline(3, -1, -1, stage=2):
            t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [i * 16, 0], [16, 16], [16, 16], target_memory=None)
            o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return out
