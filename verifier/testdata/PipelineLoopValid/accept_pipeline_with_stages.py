# A pipeline loop carries its stage count; other loops carry none.
# want: nothing
import pypto.language as pl


@pl.program
class Staged:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        for p in pl.pipeline(0, 8, 1, stage=2):
            pl.system.bar_v()
        for i in pl.range(4):
            pl.system.bar_v()
