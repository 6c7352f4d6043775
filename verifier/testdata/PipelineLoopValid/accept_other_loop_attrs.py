# Loop attributes other than pipeline_stages are unrelated to the kind.
# want: nothing
import pypto.language as pl


@pl.program
class OtherAttrs:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        for i in pl.range(4, attrs={"core_placement": "aiv"}):
            pl.system.bar_v()
        for p in pl.pipeline(0, 8, 1, stage=3, attrs={"pipeline_overlap_stores": True}):
            pl.system.bar_v()
