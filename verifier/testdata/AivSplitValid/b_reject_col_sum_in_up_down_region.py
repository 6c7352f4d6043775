# (b) UP_DOWN splits dim 0 and tile.col_sum reduces dim 0: each lane would
# hold a partial reduction (PyPTO test_reduce_on_split_axis_fails).
# want: ERROR AivSplitValid 0 @12:19 "reduce op 'tile.col_sum' reduces over the split axis (dim 0) inside a pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            res = pl.tile.col_sum(d)
        return
