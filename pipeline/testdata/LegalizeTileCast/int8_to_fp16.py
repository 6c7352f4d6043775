# int8_to_fp32.py casting to FP16, a native tcvt pair on both chips: accepted.
import pypto.language as pl

@pl.program
class CastI8F32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.FP16]]) -> pl.Tensor[[32, 32], pl.FP16]:
        t: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.FP16] = pl.tile.cast(t, target_type=pl.FP16, mode='round')
        o: pl.Tensor[[32, 32], pl.FP16] = pl.tile.store(c, [0, 0], out)
        return o
