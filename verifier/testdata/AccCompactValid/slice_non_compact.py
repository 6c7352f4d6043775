# want: nothing
# ExtAccViews checks compact sources only: a non-compact accumulator and its
# windows are read at the physical pitch mad wrote (full-height lhs).
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, r)
        sl = pl.tile.slice(acc, [16, 32], [16, 32])
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
