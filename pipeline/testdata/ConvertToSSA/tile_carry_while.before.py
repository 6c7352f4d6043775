# A tile re-assigned in a natural while loop and a scalar counter both become
# carries of the loop.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        k: pl.Scalar[pl.INDEX] = 0
        while k < 3:
            t = pl.exp(t)
            k = k + 1
        o = pl.store(t, [0, 0], out)
        return o
