# (d) skips a side whose memory space is not inferred yet: the operand here
# carries no memory space.
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, t: pl.Tile[[16, 128], pl.FP32]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(t, split=1)
        return
