# (c) tile.aiv_shard at top level, no enclosing region (PyPTO
# test_boundary_outside_region_fails).
# want: ERROR AivSplitValid 0 @11:15 "'tile.aiv_shard' must appear inside a pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        res = pl.tile.aiv_shard(acc, split=1)
        return
