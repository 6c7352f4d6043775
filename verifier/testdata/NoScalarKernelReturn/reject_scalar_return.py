# An InCore kernel returning a Scalar (code 0, at the function).
# want: ERROR NoScalarKernelReturn 0 @9:5 "Device function 'kernel' return type #0 is a Scalar. A task cannot return a scalar"
import pypto.language as pl


@pl.program
class ScalarOut:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Scalar[pl.FP32]:
        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        return s
