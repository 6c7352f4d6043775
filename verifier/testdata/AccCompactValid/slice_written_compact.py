# want: ERROR AccCompactValid 4 @17:98 "'tile.slice' views a compact accumulator packed at ceil(48/16)*16 rows as 16 valid rows, which pack to another pitch (function 'kernel')."
# RF-C1 (irfuzz addition, ExtAccViews): mad packed the 48 valid rows at
# pitch 48; the compact [16, 64] window inherits compact, so the store walks
# its N-fractals at ceil16(16) = 16 and takes columns 16.. from the wrong
# rows.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[48, 16])] = pl.tile.set_validshape(t, 48, 16)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        sl: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.slice(acc, [16, 64], [0, 0])
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
