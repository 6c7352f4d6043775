# tensor.cmp on 64 columns: the packed mask is a [16, 32] UINT8 tile
# (8 bytes valid per row), while the ones, the zeros and the selected
# result keep the operands' [16, 64] shape (a tile rhs: their broadcast
# shape; a scalar rhs: the lhs's).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Tensor[[16, 64], pl.FP32],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        m: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.cmp(x, y, cmp_type=4)
        s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.cmp(x, 0.5, cmp_type=1)
        return m, s
