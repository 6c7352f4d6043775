# The source property stays strict on the very programs the lowered one
# admits: AivSplitValid rejects the flat boundary (c) and the region's Vec
# operand (d); AivSplitLoweredValid reports nothing.
# props: AivSplitValid,AivSplitLoweredValid
# want: ERROR AivSplitValid 0 @15:16 "'tile.aiv_shard' must appear inside a pl.split_aiv region"
# want: ERROR AivSplitValid 0 @22:20 "'tile.aiv_shard' operand is in Vec"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def flat(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec]):
        pl.func_attr({"split_aiv": True})
        half = pl.tile.aiv_shard(source, split=1)
        return

    @pl.function(type=pl.FunctionType.InCore)
    def region(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec]):
        pl.func_attr({"split_aiv": True})
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            half = pl.tile.aiv_shard(source, split=1)
        return
