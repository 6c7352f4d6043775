# backend: Ascend950
# sin then cos of a tensor: LowerCompositeOps replaces each by its FP32
# range reduction and polynomial, which the reference computes step by step.
# want: nothing
import pypto.language as pl


@pl.program
class SinCos:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[16, 64], pl.FP32] = pl.sin(x)
            c: pl.Tensor[[16, 64], pl.FP32] = pl.cos(s)
            o: pl.Tensor[[16, 64], pl.FP32] = pl.assemble(out, c, [0, 0])
        return o
