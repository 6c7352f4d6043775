# want: ERROR AccCompactValid 2 @16:119 "'tile.set_validshape' re-narrows a compact accumulator from 32 to 8 valid rows, which changes the pitch its readers derive (function 'kernel')."
# RF-C2 (irfuzz addition, ExtAccWrittenRenarrow): the full-box exemption is
# for a seed nothing wrote; here mad wrote the full box at pitch 32, and
# the 8-row alias is read at ceil16(8) = 16.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.BF16], x_1: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        t_1: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_1, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, t, t_1, True)
        vs: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc, 8, 32)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
