import pypto.language as pl

# Scalar operators promote their operands as scalar_expr.h's Make<Op>:
# the narrower cast to the wider (none between INDEX and INT64).


@pl.program
class Promote:
    @pl.function
    def f(self, k: pl.Scalar[pl.INT32], h: pl.Scalar[pl.INT16], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INT64], x: pl.Scalar[pl.FP32], y: pl.Scalar[pl.FP16]) -> pl.Scalar[pl.INDEX]:
        a = k > 0
        b = h + k
        c = n / 2
        d = m * n
        e = y - x
        g = k // 4 == h
        return n + 1
