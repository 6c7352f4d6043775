# want: ERROR AccCompactValid 4 @15:14 "'tile.reshape' views a compact accumulator packed at ceil(64/16)*16 rows as 32 valid rows, which pack to another pitch (function 'kernel')."
# ExtAccViews: the reshape of a written compact accumulator re-derives the
# pitch from its own 32 rows; mad packed the bytes at 64.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, t, r, True)
        rs = pl.tile.reshape(acc, [32, 128])
        o: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(rs, [0, 0], out)
        return o
