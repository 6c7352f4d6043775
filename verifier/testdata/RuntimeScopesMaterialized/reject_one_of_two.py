# Of two orchestration functions only the one without auto_scope=False is
# reported; an explicit auto_scope=True counts as not materialized.
# want: ERROR RuntimeScopesMaterialized 0 @14:5 "Orchestration function 'second' still has auto_scope=True."
import pypto.language as pl


@pl.program
class Two:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def first(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_all()

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=True)
    def second(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_all()
