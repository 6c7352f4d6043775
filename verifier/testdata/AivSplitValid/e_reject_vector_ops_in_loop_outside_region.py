# (e) looks through control flow: vector ops in a loop that sits outside
# every region are reported one by one; the mix barrier beside them is
# SHARED (duplicated onto both cores) and not vector work.
# want: ERROR AivSplitValid 0 @16:17 "vector op 'tile.full' sits outside every pl.split_aiv region"
# want: ERROR AivSplitValid 0 @17:17 "vector op 'tile.sub' sits outside every pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            inner = pl.tile.exp(d)
        for i in pl.range(2):
            f = pl.tile.full([16, 128], dtype=pl.FP32, value=1.0)
            s = pl.tile.sub(d, f)
            pl.system.syncall()
        return
