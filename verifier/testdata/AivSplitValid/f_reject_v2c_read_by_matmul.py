# (f) V->C: a value defined inside a region is read by a cube op outside it
# without a tile.aic_gather (PyPTO test_v2c_implicit_crossing_fails).
# want: ERROR AivSplitValid 0 @17:14 "'vec' is defined inside a pl.split_aiv region but 'tile.matmul' reads it on the CUBE lane outside that region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 64], pl.FP32, pl.Mem.Right],
    ):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            vec = pl.tile.add(d, d)
        mm = pl.tile.matmul(vec, rhs)
        return
