# (f) a cross-C/V tile.move counts as a consumer on the side it delivers to:
# Vec -> Left reads the in-region value on the cube lane.
# want: ERROR AivSplitValid 0 @13:16 "'vec' is defined inside a pl.split_aiv region but 'tile.move' reads it on the CUBE lane"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            vec = pl.tile.add(d, d)
        left = pl.tile.move(vec, target_memory=pl.Mem.Left)
        return
