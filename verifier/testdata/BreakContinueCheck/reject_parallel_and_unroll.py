# break in a parallel loop (301), continue in an unrolled one (304), and a
# break whose innermost loop is parallel although an outer one is
# sequential (301).
# want: ERROR BreakContinueCheck 301 @15:13 "'break' not supported in parallel loops"
# want: ERROR BreakContinueCheck 304 @17:13 "'continue' not supported in unrolled loops"
# want: ERROR BreakContinueCheck 301 @20:17 "'break' not supported in parallel loops"
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        for u in pl.parallel(2):
            break
        for v in pl.unroll(2):
            continue
        for i in pl.range(2):
            for j in pl.parallel(2):
                break
