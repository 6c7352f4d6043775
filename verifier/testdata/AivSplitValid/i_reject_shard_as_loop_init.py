# (i) a shard result used as a loop iter_arg's initial value is carried
# across the back edge; the consumer sits in a NONE region, legal per (j)
# (PyPTO test_boundary_result_carried_by_iter_arg_fails).
# want: ERROR AivSplitValid 0 @14:17 "'carry' carries a pl.aiv_shard result across a loop back-edge: it is the initial value of a loop-carried variable"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
        for i, (carry,) in pl.range(2, init_values=(sh,)):
            with pl.split_aiv(2, mode=pl.SplitMode.NONE):
                inner = pl.tile.add(carry, carry)
            rv = pl.yield_(carry)
        return
