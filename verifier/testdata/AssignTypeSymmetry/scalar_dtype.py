# want: ERROR AssignTypeSymmetry 1 @11:9 "Reason: ScalarType dtype mismatch (int32 != index)"
# Scalars compare by dtype: an INT32 variable bound to an INDEX value is
# asymmetric (INDEX and INT64 are interchangeable only inside constants).
import pypto.language as pl


@pl.program
class ScalarDtype:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INT32]:
        k: pl.Scalar[pl.INT32] = n
        return k
