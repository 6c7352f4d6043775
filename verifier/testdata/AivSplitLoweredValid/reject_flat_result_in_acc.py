# The consuming side stays checked on a flat boundary: a shard result typed
# Acc instead of Vec (PyPTO test_lowered_boundary_still_checks_consuming_memory).
# want: ERROR AivSplitLoweredValid 0 @12:57 "'tile.aiv_shard' result is in Acc, but it delivers its half to the vector lane and must be Vec"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc]):
        pl.func_attr({"split_aiv": True})
        half: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.aiv_shard(source, split=1)
        return
