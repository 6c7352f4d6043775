# want: ERROR AccCompactValid 2 @17:14 "'tile.set_validshape' re-narrows a compact accumulator from 32 to 8 valid rows, which changes the pitch its readers derive (function 'kernel')."
# ExtAccWrittenRenarrow: the loop result carries matmul_acc's product (the
# carry starts as a fresh seed, but the trip yields what mad wrote at pitch
# 32), so narrowing it to 8 rows re-reads the bytes at 16.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        seed: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        for k, (acc,) in pl.range(0, 2, 1, init_values=(seed,)):
            lhs = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
            nxt = pl.tile.matmul_acc(acc, lhs, lhs, k == 0)
            r = pl.yield_(nxt)
        vs = pl.tile.set_validshape(r, 8, 32)
        o = pl.tile.store(vs, [0, 0], out)
        return o
