# (i) covers while loops too (PyPTO test_boundary_carry_in_while_loop_fails).
# want: ERROR AivSplitValid 0 @12:14 "carries a pl.aiv_shard result across a loop back-edge: it is the initial value of"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
        for (carry, n) in pl.while_(init_values=(sh, 0)):
            pl.cond(n < 2)
            with pl.split_aiv(2, mode=pl.SplitMode.NONE):
                inner = pl.tile.add(carry, carry)
            n1: pl.Scalar[pl.INDEX] = n + 1
            rc, rn = pl.yield_(carry, n1)
        return
