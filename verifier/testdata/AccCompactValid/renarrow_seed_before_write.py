# want: nothing
# ExtAccWrittenRenarrow keeps the exemption for the AutoTileMatmulL0 seed: a
# compact tile.create narrowed before anything writes it, then accumulated
# into by a loop whose lhs has the narrowed rows.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.BF16], y: pl.Tensor[[64, 32], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        storage: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        seed = pl.tile.set_validshape(storage, 8, 32)
        for k, (acc,) in pl.range(0, 2, 1, init_values=(seed,)):
            lhs = pl.tile.load(x, [0, 0], [32, 32], [8, 32], target_memory=None)
            rhs = pl.tile.load(y, [0, 0], [32, 32], [32, 32], target_memory=None)
            nxt = pl.tile.matmul_acc(acc, lhs, rhs, k == 0)
            r = pl.yield_(nxt)
        o = pl.tile.store(r, [0, 0], out)
        return o
