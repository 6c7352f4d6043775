# (c) tile.aic_gather outside the region it belongs to, in a function that
# does open one.
# want: ERROR AivSplitValid 0 @13:13 "'tile.aic_gather' must appear inside a pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            v = pl.tile.add(d, d)
        g = pl.tile.aic_gather(v, split=0)
        return
