# Device functions return tensors; orchestration and opaque functions may
# return scalars.
# want: nothing
import pypto.language as pl


@pl.program
class Tensors:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Scalar[pl.FP32]:
        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        return s

    @pl.function
    def helper(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return n
