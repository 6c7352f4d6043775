# backend: Ascend950
# An spmd loop launches the per-block kernel its body becomes four times:
# each block loads, exps and stores its own row block of the Out tensor.
# want: nothing
import pypto.language as pl


@pl.program
class Spmd:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.spmd(4):
            blk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [i * 16, 0])
            e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(blk)
            o: pl.Tensor[[64, 64], pl.FP32] = pl.assemble(out, e, [i * 16, 0])
        return o
