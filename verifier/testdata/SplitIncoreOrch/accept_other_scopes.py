# Scopes of other kinds (cluster, spmd, hierarchy, runtime) may stay in any
# function.
# want: nothing
import pypto.language as pl


@pl.program
class Others:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_all()

    @pl.function
    def opaque(self, flag: pl.Scalar[pl.INDEX]):
        with pl.cluster():
            pl.system.bar_m()
        with pl.spmd(4, sync_start=True):
            self.kernel(flag)
        with pl.at(level=pl.Level.CHIP, role=pl.Role.Orchestrator):
            pl.system.bar_all()
