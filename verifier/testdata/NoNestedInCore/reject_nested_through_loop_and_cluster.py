# Loops and other scope kinds in between do not hide the nesting; three
# levels give two reports.
# want: ERROR NoNestedInCore 501 @15:21 "Nested InCore scope detected"
# want: ERROR NoNestedInCore 501 @16:25 "Nested InCore scope detected"
import pypto.language as pl


@pl.program
class Deep:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                with pl.cluster():
                    with pl.at(level=pl.Level.CORE_GROUP):
                        with pl.at(level=pl.Level.CORE_GROUP):
                            pl.system.bar_v()
