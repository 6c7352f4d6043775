# An InCore scope directly inside another: code 501 at the inner scope.
# want: ERROR NoNestedInCore 501 @11:13 "Nested InCore scope detected — InCore scopes must not contain other InCore scopes"
import pypto.language as pl


@pl.program
class Nested:
    @pl.function
    def opaque(self, flag: pl.Scalar[pl.INDEX]):
        with pl.at(level=pl.Level.CORE_GROUP):
            with pl.at(level=pl.Level.CORE_GROUP):
                pl.system.bar_v()
