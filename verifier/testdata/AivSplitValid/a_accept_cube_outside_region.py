# (a) negative: the same cube op at top level is AIC work, vector work sits
# in a NONE region (PyPTO test_cube_outside_region_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
    ):
        res = pl.tile.matmul(lhs, rhs)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            inner = pl.tile.add(d, d)
        return
