# InCore, hierarchy and runtime scopes are not cluster scopes.
# want: nothing
import pypto.language as pl


@pl.program
class Others:
    @pl.function
    def main(self, flag: pl.Scalar[pl.INDEX]):
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.bar_v()
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            pl.system.bar_all()
