# With fault #2427 on, the descending loop counts zero trips and is deleted:
# the compiled program differs (the negations never happen).
# faults: descending-trip-zero
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = 4 * 2 - 8
        t = pl.load(x, [0, 0], [16, 16])
        for i, (a,) in pl.range(3, 3, 1, init_values=(t,)):
            b = pl.exp(a)
            r = pl.yield_(b)
        for j, (c,) in pl.range(8, 0, -2, init_values=(r,)):
            d = pl.neg(c)
            s = pl.yield_(d)
        o = pl.store(s, [n, 0], out)
        return o
