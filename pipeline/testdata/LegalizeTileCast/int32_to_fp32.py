# int8_to_fp32.py from INT32: native on both chips (a2a3 and a5 have INT32 -> FP32): accepted.
import pypto.language as pl

@pl.program
class CastI8F32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 32], pl.INT32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.INT32] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.FP32] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
