# An SSA program comes back unchanged.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        for i, (a,) in pl.range(2, init_values=(t,)):
            b = pl.exp(a)
            r = pl.yield_(b)
        o = pl.store(r, [0, 0], out)
        return o
