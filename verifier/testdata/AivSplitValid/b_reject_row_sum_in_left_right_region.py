# (b) LEFT_RIGHT splits dim 1, the last axis tile.row_sum collapses.
# want: ERROR AivSplitValid 0 @15:19 "reduce op 'tile.row_sum' reduces over the split axis (dim 1)"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
        tmp: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
    ):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
            res = pl.tile.row_sum(d, tmp)
        return
