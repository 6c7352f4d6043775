# Flat boundaries are admitted only in an InCore function stamped split_aiv
# that holds no region: without the stamp, or beside a retained region,
# they are check (c)'s escaped boundary.
# want: ERROR AivSplitLoweredValid 0 @13:16 "'tile.aiv_shard' must appear inside a pl.split_aiv region"
# want: ERROR AivSplitLoweredValid 0 @23:16 "'tile.aiv_shard' must appear inside a pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def unstamped(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc]):
        half = pl.tile.aiv_shard(source, split=1)
        return

    @pl.function(type=pl.FunctionType.InCore)
    def with_region(
        self,
        source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc],
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
    ):
        pl.func_attr({"split_aiv": True})
        half = pl.tile.aiv_shard(source, split=1)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            e = pl.tile.exp(d)
        return
