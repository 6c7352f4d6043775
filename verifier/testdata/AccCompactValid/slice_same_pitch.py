# want: nothing
# ExtAccViews: a window at row 0, column 0 whose valid rows (48) pack to the
# pitch mad wrote (48) reads every N-fractal where mad put it.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[48, 64], pl.FP32]]) -> pl.Tensor[[48, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[48, 16])] = pl.tile.set_validshape(t, 48, 16)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        sl = pl.tile.slice(acc, [48, 64], [0, 0])
        o: pl.Tensor[[48, 64], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
