# want: ERROR AccCompactValid 2 @14:14 "'tile.set_validshape' re-narrows a compact accumulator from 32 to pl.min(rows, 1) valid rows, which changes the pitch its readers derive (function 'kernel')."
# ExtAccWrittenRenarrow: a written full box narrowed to a runtime row count
# the prover caps at 1 packs to at most 16 rows, provably not 32.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.INT8], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        t: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, t, t, True)
        vs = pl.tile.set_validshape(acc, pl.min(rows, 1), 32)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(vs, [0, 0], out)
        return o
