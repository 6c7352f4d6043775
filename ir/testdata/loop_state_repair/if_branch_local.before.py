# LoopRepair, a branch-local value opposite a dangling one: the list lost
# gone_e, which the then-branch yields as z, and the else-branch yields f,
# a value it computes itself. Only an iter arg is a carrier
# (BranchCarriers, loop_state_repair.cpp:152: a branch-local value is not
# in scope in the other branch), so z has none: the yield is left to
# StripDanglingIfReturnVars (:523), which drops z, and the loop's yield
# still reads it (printed z__FREE_VAR, for the caller to report). (Mapping
# z through the loop's yield, as a draft of PyPTO #2453 did, or by
# position, would have given c.)
import pypto.language as pl


@pl.program
class IfBranchLocal:
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
                z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(gone_e)
            else:
                f: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(c)
                z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(f)
            d1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(d)
            rc, rd = pl.yield_(z, d1)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rd, [0, 0], s)
        return o
