# LoopRepair, branch yields inside a loop: the list lost gone_e, which the
# then-branch yields as the if's result z. The loop's yield forwards z to
# carry c (slot 0), so the slot is rewritten to c (if_in_loop.expected.py).
# With PositionalIfCarriers the if's slot 1 is read as the loop's carry 1,
# d (if_in_loop_positional.expected.py).
import pypto.language as pl


@pl.program
class IfInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
        for i, (c, d) in pl.range(4, init_values=(t0, t1)):
            if i < 2:
                gone_e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
                y, z = pl.yield_(d, gone_e)
            else:
                y, z = pl.yield_(d, c)
            rc, rd = pl.yield_(z, y)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rd, [0, 0], s)
        return o
