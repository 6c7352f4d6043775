# want: nothing
# PyPTO test_re_narrowing_a_non_compact_accumulator_is_accepted: without the
# flag every reader uses the physical rows, whatever the extent.
import pypto.language as pl


@pl.program
class AccAlias:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_alias(self, acc: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 128])]):
        acc_narrowed: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128])] = pl.tile.set_validshape(acc, 16, 128)
