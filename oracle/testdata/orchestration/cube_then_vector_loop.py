# backend: Ascend910B
# Per row block, a cube kernel (a matmul) then a vector kernel (exp of the
# product, assembled into the carried Out tensor): the orchestration loop
# allocates the product between the two launches of each iteration.
# want: nothing
import pypto.language as pl


@pl.program
class CubeThenVector:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.FP16],
        w: pl.Tensor[[32, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        for i, (acc,) in pl.range(2, init_values=(out,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                xi: pl.Tensor[[16, 32], pl.FP16] = pl.slice(x, [16, 32], [i * 16, 0])
                h: pl.Tensor[[16, 32], pl.FP32] = pl.matmul(xi, w, out_dtype=pl.FP32)
            with pl.at(level=pl.Level.CORE_GROUP):
                e: pl.Tensor[[16, 32], pl.FP32] = pl.exp(h)
                acc_1: pl.Tensor[[32, 32], pl.FP32] = pl.assemble(acc, e, [i * 16, 0])
            r: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(acc_1)
        return r
