# Kernels and opaque functions keep the default auto_scope.
# want: nothing
import pypto.language as pl


@pl.program
class Kernels:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_v()

    @pl.function
    def opaque(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_v()
