# (j) is gated on data-parallel, not on UP_DOWN specifically (PyPTO
# test_boundary_consumed_in_other_left_right_region_fails).
# want: ERROR AivSplitValid 0 @14:19 "but 'tile.exp' reads it inside this data-parallel one"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for p in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
            res = pl.tile.exp(sh)
        return
