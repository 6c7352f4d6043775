# INT32 -> FP16: native on a2a3; on a5 LegalizeTileCast's chain INT32 -> FP32 -> FP16 (the pass's own example): accepted on both.
import pypto.language as pl

@pl.program
class CastI32F16:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 32], pl.INT32], out: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[32, 32], pl.FP16]:
        t: pl.Tile[[32, 32], pl.INT32] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.FP16] = pl.tile.cast(t, target_type=pl.FP16, mode='round')
        o: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(c, [0, 0], out)
        return o
