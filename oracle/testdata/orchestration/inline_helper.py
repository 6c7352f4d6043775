# backend: Ascend950
# An Inline helper written before main (so not the program's entry) is
# called inside the pl.at scope of each row block; InlineFunctions splices
# it in and drops it.
# want: nothing
import pypto.language as pl


@pl.program
class InlineHelper:
    @pl.function(type=pl.FunctionType.Inline)
    def scaled_sum(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[16, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        z: pl.Tensor[[16, 64], pl.FP32] = pl.add(a, b)
        z = pl.mul(z, 2.0)
        return z

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [i * 16, 0])
                e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(blk)
                h: pl.Tensor[[16, 64], pl.FP32] = self.scaled_sum(e, blk)
                out = pl.assemble(out, h, [i * 16, 0])
        return out
