# backend: Ascend910B
# A K loop inside the InCore scope: the first matmul seeds an accumulator
# that matmul_acc carries over three more K blocks; the slices feeding the
# matmuls load straight into Mat.
# want: nothing
import pypto.language as pl


@pl.program
class KLoop:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a0: pl.Tensor[[32, 16], pl.FP16] = pl.slice(x, [32, 16], [0, 0])
            b0: pl.Tensor[[16, 32], pl.FP16] = pl.slice(w, [16, 32], [0, 0])
            z: pl.Tensor[[32, 32], pl.FP32] = pl.matmul(a0, b0, out_dtype=pl.FP32)
            for k, (acc,) in pl.range(1, 4, init_values=(z,)):
                a: pl.Tensor[[32, 16], pl.FP16] = pl.slice(x, [32, 16], [0, k * 16])
                b: pl.Tensor[[16, 32], pl.FP16] = pl.slice(w, [16, 32], [k * 16, 0])
                acc_1: pl.Tensor[[32, 32], pl.FP32] = pl.matmul_acc(acc, a, b)
                r: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(acc_1)
            o: pl.Tensor[[32, 32], pl.FP32] = pl.assemble(out, r, [0, 0])
        return o
