# (j) carve-out: a NONE region halves nothing and may consume a boundary
# result produced elsewhere, the comm-kernel shape (PyPTO
# test_boundary_consumed_in_none_region_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for p in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            res = pl.tile.add(sh, sh)
        return
