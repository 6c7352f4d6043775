# backend: Ascend910B
# Two InCore scopes: the first (a cube kernel) returns a matmul result the
# second (a vector kernel) reads; the orchestration function allocates the
# tensor between them.
# want: nothing
import pypto.language as pl


@pl.program
class TwoKernels:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        b: pl.Tensor[[32, 64], pl.FP32],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            h: pl.Tensor[[32, 64], pl.FP32] = pl.matmul(x, w, out_dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[32, 64], pl.FP32] = pl.add(h, b)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.maximum(s, 0.0)
        return y
