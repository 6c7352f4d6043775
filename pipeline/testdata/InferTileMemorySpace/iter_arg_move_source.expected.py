# Expected output of InferTileMemorySpace/iter_arg_move_source (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        for (n, acc) in pl.while_(init_values=(0, c)):
            pl.cond(n < 3)
            acc_Vec: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            ep: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec] = pl.tile.muls(acc_Vec, 2)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, acc_1 = pl.yield_(n_1, acc)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc_1, [0, 0], out)
        return o
