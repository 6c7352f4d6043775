# (i) the yield end: the loop is seeded with a plain half-shaped tile and fed
# by a shard from iteration 1 on (PyPTO
# test_boundary_result_yielded_into_iter_arg_fails).
# want: ERROR AivSplitValid 0 @14:17 "'carry' carries a pl.aiv_shard result across a loop back-edge: it is yielded back into a loop-carried variable"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        with pl.split_aiv(2, mode=pl.SplitMode.NONE):
            seed = pl.tile.full([8, 128], dtype=pl.FP32, value=0.0)
        for i, (carry,) in pl.range(2, init_values=(seed,)):
            with pl.split_aiv(2, mode=pl.SplitMode.NONE):
                inner = pl.tile.add(carry, carry)
            with pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                sh = pl.tile.aiv_shard(acc, split=1)
            rv = pl.yield_(sh)
        return
