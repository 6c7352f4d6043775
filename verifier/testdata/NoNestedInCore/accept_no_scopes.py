# No scopes at all.
# want: nothing
import pypto.language as pl


@pl.program
class NoScopes:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_v()
