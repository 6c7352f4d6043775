# Expected output of Simplify/fold_and_zero_trip (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = t
        for j, (c,) in pl.range(8, 0, -2, init_values=(r,)):
            d: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(c)
            s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
