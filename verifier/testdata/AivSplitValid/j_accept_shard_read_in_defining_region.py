# (j) negative: the shard is consumed in the region that produced it, here
# a LEFT_RIGHT one (PyPTO test_boundary_consumed_in_defining_region_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
            sh = pl.tile.aiv_shard(acc, split=2)
            res = pl.tile.add(sh, sh)
        return
