# (f) negative: the same crossing, gathered inside the region (PyPTO
# test_v2c_explicit_gather_passes).
# want: nothing
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
            gathered = pl.tile.aic_gather(vec, split=0)
        mm = pl.tile.matmul(gathered, rhs)
        return
