# (b) negative: a row reduction in an UP_DOWN region reduces the non-split
# axis.
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
        tmp: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
    ):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            rows = pl.tile.row_sum(d, tmp)
            rmax = pl.tile.row_max(d, tmp)
        return
