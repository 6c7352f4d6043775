# Only Orchestration functions are checked.
# want: nothing
import pypto.language as pl


@pl.program
class Opaque:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function
    def wrapper(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x)
        return r
