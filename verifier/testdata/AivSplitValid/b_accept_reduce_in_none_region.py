# (b) is gated on the data-parallel modes: a NONE region has no split axis,
# so col_sum is a full reduction on both lanes (PyPTO
# test_reduce_in_none_region_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            res = pl.tile.col_sum(d)
        return
