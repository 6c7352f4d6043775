# double_underscore_name.py with the name as_1: accepted.
import pypto.language as pl

@pl.program
class DoubleUnderscoreName:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        as_1: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(as_1, [0, 0], out)
        return o
