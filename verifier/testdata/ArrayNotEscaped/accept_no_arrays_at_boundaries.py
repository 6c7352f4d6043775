# Tensors, tiles, scalars and tuples of them cross function boundaries.
# want: nothing
import pypto.language as pl


@pl.program
class NoArrays:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Scalar[pl.INDEX]]:
        ...
