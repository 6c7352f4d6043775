# LoopRepair, branches naming different iter args at one slot: in the
# inner loop the list lost gone_e, which the then-branch yields in slot 0;
# slot 1 is the inner carry d in the then-branch and the outer carry c in
# the else-branch. Slot 0 falls back to d, the iter arg the else-branch
# yields there; slot 1 merges two distinct carries, so it has no carrier
# (BranchCarriers, loop_state_repair.cpp:152-179) and stays as it is.
# Neither value at slot 1 dangles here (c is in scope in the inner loop);
# the pinned PyPTO, whose inner-loop repair does not count the outer
# loop's iter args as defined (FixupDanglingYieldValues, :442-443), reads
# c as dangling and leaves it too, for want of a carrier.
import pypto.language as pl


@pl.program
class IfConflictingCarriers:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(2, init_values=(t0,)):
            for j, (d,) in pl.range(2, init_values=(c,)):
                if j < 1:
                    gone_e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d)
                    z, u = pl.yield_(gone_e, d)
                else:
                    z, u = pl.yield_(d, c)
                w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(z, u)
                rd: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(w)
            rc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(rd)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        return o
