# LoopRepair, an if nested in a branch: the list lost gone_e, which the
# inner then-branch yields as the inner result z. The inner if's carriers
# are read off its own branches (BranchCarriers, loop_state_repair.cpp:152,
# called per if by FixDanglingYieldsInScope, :212): its else-branch yields
# the iter arg c there, so gone_e becomes c, whatever the outer if and the
# loop's yield do with z. (Following z out through the outer then-yield
# and the loop's yield, as a draft of PyPTO #2453 did, would reach slot 1
# and give d.)
import pypto.language as pl


@pl.program
class IfNestedInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
        for i, (c, d) in pl.range(4, init_values=(t0, t1)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(c)
            if i < 2:
                if i < 1:
                    gone_e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d)
                    z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(gone_e)
                else:
                    z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
                y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(z)
            else:
                y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
            rc, rd = pl.yield_(c1, y)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rd, [0, 0], s)
        return o
