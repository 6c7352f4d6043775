# Conversions that synthesize operands: tensor.cmp becomes a compare into
# a mask that selects between full tiles of ones and zeros (with a scratch
# tile); div of mixed dtypes casts the narrower operand first; xor and
# high-precision rsqrt get scratch tiles shaped like their input;
# tensor.full becomes tile.full and tensor.create a Vec tile.create.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 32], pl.FP32],
        h: pl.Tensor[[16, 32], pl.FP16],
        k: pl.Tensor[[16, 32], pl.INT32],
    ) -> tuple[pl.Tensor[[16, 32], pl.FP32], pl.Tensor[[16, 32], pl.INT32]]:
        z: pl.Tensor[[16, 32], pl.FP32] = pl.full([16, 32], dtype=pl.FP32, value=2.0)
        m: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.cmp(x, z, cmp_type=2)
        q: pl.Tensor[[16, 32], pl.FP32] = pl.div(m, h)
        r: pl.Tensor[[16, 32], pl.FP32] = pl.rsqrt(q, high_precision=True)
        w: pl.Tensor[[16, 32], pl.INT32] = pl.create_tensor([16, 32], dtype=pl.INT32)
        v: pl.Tensor[[16, 32], pl.INT32] = pl.tensor.xor(k, w)
        return r, v
