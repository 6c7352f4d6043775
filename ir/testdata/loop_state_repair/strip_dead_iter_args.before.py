# StripDeadIterArgs. In the for loop a0 is read by the body and b0's result
# rb after the loop: both stay; d0 is read by neither and goes with its
# yield slot; e0 is read only by a0's yield slot, which keeps it (PyPTO
# would strip it and leave that slot reading an unbound e0). In the while
# loop w goes; m is read only by the condition, which keeps it (PyPTO's
# StripDeadIterArgs reads the body only).
import pypto.language as pl


@pl.program
class Strip:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (a0, b0, d0, e0) in pl.range(4, init_values=(t0, t0, t0, t0)):
            a1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(a0, a0)
            ra, rb, rd, re = pl.yield_(e0, b0, a1, e0)
        for (w, n, m) in pl.while_(init_values=(t0, 0, 0)):
            pl.cond(m < 3)
            n1: pl.Scalar[pl.INDEX] = n + 1
            rw, rn, rm = pl.yield_(w, n1, n1)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(ra, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rb, [0, 0], s)
        return o
