# An unaligned Vec slice (column 2 of INT16: +4 bytes) that seeds a loop
# carry is copied before the loop and the carry starts from the copy; the
# body's reads of the carry then read the copy's buffer. A carry seeded by
# an aligned window (column 16: +32 bytes) keeps the view.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[8, 32], pl.INT16], out: pl.Out[pl.Tensor[[8, 2], pl.INT16]]) -> pl.Tensor[[8, 2], pl.INT16]:
        t: pl.Tile[[8, 32], pl.INT16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        sl: pl.Tile[[8, 2], pl.INT16, pl.Mem.Vec] = pl.tile.slice(t, [8, 2], [0, 2])
        al: pl.Tile[[8, 2], pl.INT16, pl.Mem.Vec] = pl.tile.slice(t, [8, 2], [0, 16])
        for i, (c, d) in pl.range(2, init_values=(sl, al)):
            e: pl.Tile[[8, 2], pl.INT16, pl.Mem.Vec] = pl.tile.add(c, d)
            c_1, d_1 = pl.yield_(e, d)
        o: pl.Tensor[[8, 2], pl.INT16] = pl.tile.store(c_1, [0, 0], out)
        return o
