# Campaign kernel 377b7997169a (seed 9): a while loop whose break follows
# v_1 = c + t, so it leaves with v_1 and n unchanged (PyPTO's
# ResolveYieldAtEscape: n is an iter arg, v_1 assigned before the break).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 64], pl.BF16], x_1: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.BF16]]) -> pl.Tensor[[64, 64], pl.BF16]:
        t: pl.Tile[[64, 64], pl.BF16] = pl.tile.load(x, [64, 0], [64, 64], [64, 64], target_memory=None)
        tv: pl.Tile[[64, 64], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        v: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.maximum(tv, tv)
        for (n, c) in pl.while_(init_values=(0, v)):
            pl.cond(n < 2)
            v_1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.add(c, t)
            break
            n_2, c_2 = pl.yield_(n, v_1)
        o: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(c_2, [0, 0], out)
        return o
