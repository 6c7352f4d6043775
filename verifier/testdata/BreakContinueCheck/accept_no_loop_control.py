# No break or continue at all.
# want: nothing
import pypto.language as pl


@pl.program
class Plain:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        for u in pl.parallel(2):
            pl.system.bar_v()
        for v in pl.unroll(2):
            pl.system.bar_v()
