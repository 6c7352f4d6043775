# (j) a shard produced in one UP_DOWN region and read in another would be
# halved twice (PyPTO test_boundary_consumed_in_other_up_down_region_fails).
# want: ERROR AivSplitValid 0 @14:19 "'sh' is a pl.aiv_shard result produced in a DIFFERENT pl.split_aiv region, but 'tile.add' reads it inside this data-parallel one"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for p in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            res = pl.tile.add(sh, sh)
        return
