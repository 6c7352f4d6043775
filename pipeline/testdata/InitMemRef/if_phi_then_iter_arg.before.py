# An if phi takes the MemRef of its then branch's yield value only when
# that value is a plain variable: here the then branch yields the loop's
# iter arg, which PyPTO's As<Var> passes over, so the phi takes the else
# branch's value's buffer (init_memref.cpp:715-735).
# passes: InitMemRef
# backend: 950
# strict
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64])
        for k, (c,) in pl.range(2, init_values=(a,)):
            if k >= 1:
                p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
            else:
                t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(c, c)
                p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
            r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(p)
        y = pl.tile.store(r, [0, 0], y)
        return y
