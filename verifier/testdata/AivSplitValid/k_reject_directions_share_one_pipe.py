# (k) C->V and V->C share the pipe: a split shard then a no-split gather
# conflict exactly as two shards would (PyPTO
# test_crossing_directions_share_one_pipe).
# want: ERROR AivSplitValid 0 @19:17 "'pl.aic_gather' crosses the AIC/AIV boundary under pl.SplitMode.NONE, but 'pl.aiv_shard' earlier in this function crosses it under pl.SplitMode.UP_DOWN (at k_reject_directions_share_one_pipe.py:17:17). Every pl.aiv_shard"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a_acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc],
        v: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
    ):
        for p in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            a = pl.tile.aiv_shard(a_acc, split=1)
        for q in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            g = pl.tile.aic_gather(v, split=0)
        return
