# The same operand check inside a retained region (in_region=True).
# want: ERROR AivSplitLoweredValid 0 @13:20 "'tile.aiv_shard' operand is in Vec, but it transfers a cube-produced value across the cross-core boundary and requires Acc."
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec]):
        pl.func_attr({"split_aiv": True})
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            local = pl.tile.add(source, source)
            half = pl.tile.aiv_shard(local, split=1)
        return
