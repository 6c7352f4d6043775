# Group and Spmd wrappers returning tuples of tensors.
# want: nothing
import pypto.language as pl


@pl.program
class Wrappers:
    @pl.function(type=pl.FunctionType.Group)
    def group(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        ...

    @pl.function(type=pl.FunctionType.Spmd)
    def spmd(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x
