# With fault #2236 on, the call nested in the yield survives the pass (the
# compiled program differs from the fault-free one, which binds it first).
# PyPTO's NoNestedCall does not look into yields either, which is how the bug
# shipped; the reference and the simulator still agree, so only the program
# differs.
# faults: yield-calls-unflattened
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        for i, (a,) in pl.range(2, init_values=(t,)):
            r = pl.yield_(pl.exp(a))
        o = pl.store(r, [0, 0], out)
        return o
