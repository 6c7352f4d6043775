# Elementwise and reduction ops of an InCore kernel: the parameters they
# read are loaded whole into Vec first; a [16, 1] operand broadcasts
# through the row_expand form; row_sum gets a scratch tile whose last dim
# is widened to 128; maximum with a scalar is maximums; the returned tile
# is stored into a new Out parameter ret0__out, which the orchestration
# function allocates with tensor.create and passes.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        r: pl.Tensor[[16, 1], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.BF16]:
        a: pl.Tensor[[16, 64], pl.FP32] = pl.sub(x, r)
        e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(a)
        s: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(e)
        d: pl.Tensor[[16, 64], pl.FP32] = pl.row_expand_div(e, s)
        m: pl.Tensor[[16, 64], pl.FP32] = pl.maximum(d, 0.5)
        c: pl.Tensor[[16, 64], pl.BF16] = pl.cast(m, target_type=pl.BF16)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        r: pl.Tensor[[16, 1], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.BF16]:
        y: pl.Tensor[[16, 64], pl.BF16] = self.kernel(x, r)
        return y
