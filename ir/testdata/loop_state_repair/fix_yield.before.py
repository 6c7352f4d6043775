# LoopRepair, loop yields: the list lost gone_c1, which the yield passed to
# carry c; the slot is rewritten to the carry itself, and c stays since rc
# is read after the loop.
import pypto.language as pl


@pl.program
class FixYield:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c, q) in pl.range(4, init_values=(t0, t0)):
            gone_c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            q1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(q)
            rc, rq = pl.yield_(gone_c1, q1)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rq, [0, 0], s)
        return o
