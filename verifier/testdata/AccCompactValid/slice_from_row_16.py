# want: ERROR AccCompactValid 4 @16:98 "'tile.slice' opens a window at row 16 of a compact accumulator packed at ceil(64/16)*16 rows as 16 valid rows, which pack to another pitch (function 'kernel')."
# ExtAccViews: a full-height compact accumulator mad wrote at pitch 64
# (tile.create(compact=True) then matmul_acc); a window starting at row 16
# counts its valid rows from there, so they always pack to a smaller pitch.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        r: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 128], [16, 128], target_memory=None)
        c: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, t, r, True)
        sl: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.slice(acc, [16, 64], [16, 64])
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
