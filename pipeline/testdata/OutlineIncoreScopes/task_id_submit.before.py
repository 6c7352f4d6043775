# Scopes with a task id or dependency edges dispatch their kernels as
# submits: `as t0` binds the first submit's task id (its placeholder
# definition goes), the second waits on it through deps=[t0], and the
# third, which has allow_early_resolve but no `as`, gets a fresh tid.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as t0:
            a: pl.Tensor[[32, 32], pl.FP32] = pl.exp(x)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[t0]) as t1:
            b: pl.Tensor[[32, 32], pl.FP32] = pl.add(a, x)
        with pl.at(level=pl.Level.CORE_GROUP, allow_early_resolve=True):
            c: pl.Tensor[[32, 32], pl.FP32] = pl.mul(b, a)
        return c
