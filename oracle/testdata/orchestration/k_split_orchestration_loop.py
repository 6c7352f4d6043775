# backend: Ascend950
# A K-split matmul accumulated by the orchestration function: a first
# kernel multiplies the first K block; a loop over the other three launches
# a kernel per block that multiplies its K slices and adds the product to
# the carried partial sum, which each kernel returns in a tensor the
# orchestration function allocates.
# want: nothing
import pypto.language as pl


@pl.program
class KSplit:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP16],
        w: pl.Tensor[[64, 32], pl.FP16],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a0: pl.Tensor[[16, 16], pl.FP16] = pl.slice(x, [16, 16], [0, 0])
            b0: pl.Tensor[[16, 32], pl.FP16] = pl.slice(w, [16, 32], [0, 0])
            z: pl.Tensor[[16, 32], pl.FP32] = pl.matmul(a0, b0, out_dtype=pl.FP32)
        for k, (acc,) in pl.range(1, 4, init_values=(z,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                a: pl.Tensor[[16, 16], pl.FP16] = pl.slice(x, [16, 16], [0, k * 16])
                bk: pl.Tensor[[16, 32], pl.FP16] = pl.slice(w, [16, 32], [k * 16, 0])
                p: pl.Tensor[[16, 32], pl.FP32] = pl.matmul(a, bk, out_dtype=pl.FP32)
                acc_1: pl.Tensor[[16, 32], pl.FP32] = pl.add(acc, p)
            r: pl.Tensor[[16, 32], pl.FP32] = pl.yield_(acc_1)
        return r
