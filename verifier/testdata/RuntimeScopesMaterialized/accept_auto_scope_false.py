# The orchestration function carries auto_scope=False (runtime scopes are
# explicit).
# want: nothing
import pypto.language as pl


@pl.program
class Materialized:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, flag: pl.Scalar[pl.INDEX]):
        with pl.scope():
            pl.system.bar_all()
