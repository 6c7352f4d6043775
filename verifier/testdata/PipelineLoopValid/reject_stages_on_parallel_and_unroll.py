# pipeline_stages on a parallel and on a nested unrolled loop (code 1 each).
# want: ERROR PipelineLoopValid 1 @11:9 "ForStmt in function 'kernel' carries"
# want: ERROR PipelineLoopValid 1 @12:13 "ForStmt in function 'kernel' carries"
import pypto.language as pl


@pl.program
class Stray2:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        for i in pl.parallel(4, attrs={"pipeline_stages": 3}):
            for j in pl.unroll(2, attrs={"pipeline_stages": 2}):
                pl.system.bar_v()
