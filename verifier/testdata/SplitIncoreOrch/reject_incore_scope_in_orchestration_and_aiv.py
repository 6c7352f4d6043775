# Only FunctionType::InCore is exempt: an InCore scope in an Orchestration
# function and one in an AIV function are both errors.
# want: ERROR SplitIncoreOrch 0 @18:9 "InCore ScopeStmt found in non-InCore function"
# want: ERROR SplitIncoreOrch 0 @12:9 "InCore ScopeStmt found in non-InCore function"
import pypto.language as pl


@pl.program
class Leftover:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, flag: pl.Scalar[pl.INDEX]):
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="left"):
            pl.system.bar_v()

    @pl.function(type=pl.FunctionType.AIV)
    def lane(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_v()
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.bar_v()
