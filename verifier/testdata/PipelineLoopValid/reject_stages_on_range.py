# pipeline_stages on a sequential loop (code 1): LowerPipelineLoops would be
# misled on a re-run.
# want: ERROR PipelineLoopValid 1 @11:9 "ForStmt in function 'kernel' carries `attrs["pipeline_stages"]` but `kind_` is not `ForKind::Pipeline`."
import pypto.language as pl


@pl.program
class Stray:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        for i in pl.range(4, attrs={"pipeline_stages": 2}):
            pl.system.bar_v()
