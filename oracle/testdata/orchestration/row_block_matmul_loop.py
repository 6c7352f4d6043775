# backend: Ascend910B
# An orchestration loop over two row blocks launches one mixed kernel per
# block: its pl.at scope slices the block's rows, multiplies them by the
# weights (GM operands loaded into Mat), adds the block's bias and
# assembles the result into the loop-carried Out tensor.
# want: nothing
import pypto.language as pl


@pl.program
class RowBlockMatmul:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 32], pl.FP16],
        b: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        for i, (acc,) in pl.range(2, init_values=(out,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                xi: pl.Tensor[[16, 64], pl.FP16] = pl.slice(x, [16, 64], [i * 16, 0])
                bi: pl.Tensor[[16, 32], pl.FP32] = pl.slice(b, [16, 32], [i * 16, 0])
                h: pl.Tensor[[16, 32], pl.FP32] = pl.matmul(xi, w, out_dtype=pl.FP32)
                y: pl.Tensor[[16, 32], pl.FP32] = pl.add(h, bi)
                acc_1: pl.Tensor[[32, 32], pl.FP32] = pl.assemble(acc, y, [i * 16, 0])
            r: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(acc_1)
        return r
