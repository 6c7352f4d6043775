# break and continue with no enclosing loop (305, 306), also inside an if.
# want: ERROR BreakContinueCheck 305 @11:9 "'break' outside loop"
# want: ERROR BreakContinueCheck 306 @13:13 "'continue' outside loop"
import pypto.language as pl


@pl.program
class Outside:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, flag: pl.Scalar[pl.INDEX]):
        break
        if flag < 1:
            continue
