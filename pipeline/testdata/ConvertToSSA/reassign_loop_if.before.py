# Non-SSA input (the parser reuses a variable on re-assignment): the second
# assignment gets a new version, the loop that updates `a` carries it, and the
# branch that updates it gets a phi.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a: pl.Scalar[pl.INDEX] = n + 1
        a = a + 1
        for i in pl.range(4):
            a = a + i
        if n > 2:
            a = a * 2
        return a
