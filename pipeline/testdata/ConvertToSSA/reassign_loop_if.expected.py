# Expected output of ConvertToSSA/reassign_loop_if (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a: pl.Scalar[pl.INDEX] = n + 1
        a__ssa_v0: pl.Scalar[pl.INDEX] = a + 1
        for i, (a__iter_v1,) in pl.range(4, init_values=(a__ssa_v0,)):
            a__ssa_v3: pl.Scalar[pl.INDEX] = a__iter_v1 + i
            a__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(a__ssa_v3)
        if n > 2:
            a__ssa_v4: pl.Scalar[pl.INDEX] = a__rv_v2 * 2
            a__phi_v5: pl.Scalar[pl.INDEX] = pl.yield_(a__ssa_v4)
        else:
            a__phi_v5: pl.Scalar[pl.INDEX] = pl.yield_(a__rv_v2)
        return a__phi_v5
