# An orchestration function still in auto_scope mode (code 0, at the
# function).
# want: ERROR RuntimeScopesMaterialized 0 @10:5 "Orchestration function 'main' still has auto_scope=True. Run MaterializeRuntimeScopes before orchestration codegen"
import pypto.language as pl


@pl.program
class Auto:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_all()
