# From sut/pypto/testdata/findings/cast-int8-to-fp32-no-tcvt-path.py (the pinned PyPTO's LegalizeTileCast rejects it on a5 and a2a3).
import pypto.language as pl

@pl.program
class CastI8F32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.FP32] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
