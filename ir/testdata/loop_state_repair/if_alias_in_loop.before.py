# LoopRepair, an alias between an if and the loop's trailing yield: the
# list lost gone_e, which the then-branch yields as the if's result z; the
# loop's yield forwards z only through the alias w, in slot 1. The carrier
# of z is read off the branches (BranchCarriers, loop_state_repair.cpp:152):
# the else-branch yields the iter arg d there, so gone_e becomes d. (Mapping
# z through the loop's trailing yield, as a draft of PyPTO #2453 did, finds
# no carrier behind the alias and drops z; with PositionalIfCarriers slot 0
# of the if falls back to the loop's carry 0, c:
# if_alias_in_loop_positional.expected.py.)
import pypto.language as pl


@pl.program
class IfAliasInLoop:
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
                gone_e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d)
                z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(gone_e)
            else:
                z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = z
            rc, rd = pl.yield_(c1, w)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rd, [0, 0], s)
        return o
