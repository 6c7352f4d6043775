# want: nothing
# An ordinary kernel: every annotation agrees with its value, including
# inside the loop and through the yield.
import pypto.language as pl


@pl.program
class Symmetric:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(0, 4, 1, init_values=(t0,)):
            c2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            alias: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = c2
            r = pl.yield_(alias)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
