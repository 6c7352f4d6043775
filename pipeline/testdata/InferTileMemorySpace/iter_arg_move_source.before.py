# A loop-carried Acc tile read by a vector op inside the loop body: the
# inserted tile.move must read the loop's iter arg itself (not the Var it
# embeds), or the printed program parses back to a different tree
# (campaign signature "tile.move / args[_]: acc vs acc (iter arg vs variable)").
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        for (n, acc) in pl.while_(init_values=(0, c)):
            pl.cond(n < 3)
            ep: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec] = pl.tile.muls(acc, 2)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, acc_1 = pl.yield_(n_1, acc)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc_1, [0, 0], out)
        return o
