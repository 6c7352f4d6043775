# (k) keys on the boundary ops, not the region modes: a NONE region without
# a crossing contributes no transport (PyPTO
# test_region_without_a_crossing_keeps_any_mode).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a_acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc],
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
    ):
        for p in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            a = pl.tile.aiv_shard(a_acc, split=1)
        for q in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            res = pl.tile.add(d, d)
        return
