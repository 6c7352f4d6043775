# want: ERROR AccCompactValid 4 @16:14 "'tile.slice' opens a window at column 32 of a compact accumulator packed at ceil(48/16)*16 rows, not at its physical 64 (function 'kernel')."
# ExtAccViews: the window keeps the 48 valid rows (same packed pitch), but
# its address is the parent's layout offset of column 32 at the physical
# pitch 64, while mad put column 32 at pitch 48.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[48, 16])] = pl.tile.set_validshape(t, 48, 16)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        sl = pl.tile.slice(acc, [64, 32], [0, 32])
        o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
