# backend: Ascend950
# A row softmax with no Out parameter: the scope's result is returned, so
# ConvertTensorToTileOps gives the kernel a ret0__out parameter the
# orchestration function allocates with tensor.create.
# want: nothing
import pypto.language as pl


@pl.program
class Softmax:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(x)
            d: pl.Tensor[[16, 64], pl.FP32] = pl.sub(x, m)
            e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(d)
            s: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(e)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.div(e, s)
        return y
