# Calls nested in call arguments, an if condition, a for range, an iter-arg
# init, a yield (PyPTO #2236) and a return are all bound to variables.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        g: pl.Tensor[[4], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.exp(pl.load(x, [0, 0], [16, 16]))
        if pl.tensor.read(g, [0]) > 0:
            u: pl.Tile[[16, 16], pl.FP32] = pl.yield_(pl.neg(t))
        else:
            u: pl.Tile[[16, 16], pl.FP32] = pl.yield_(t)
        for i, (a,) in pl.range(pl.cast(pl.tensor.read(g, [1]), pl.INDEX), init_values=(pl.abs(u),)):
            r = pl.yield_(pl.add(a, u))
        return pl.store(r, [0, 0], out)
