# InCore scopes side by side, and inside other scope kinds and loops, but
# never inside one another.
# want: nothing
import pypto.language as pl


@pl.program
class Single:
    @pl.function
    def opaque(self, flag: pl.Scalar[pl.INDEX]):
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.bar_v()
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.bar_m()
        for i in pl.range(2):
            with pl.cluster():
                with pl.at(level=pl.Level.CORE_GROUP):
                    pl.system.bar_v()
