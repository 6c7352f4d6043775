# want: nothing
# PyPTO test_re_narrowing_within_one_fractal_block_is_accepted: 17 -> 20 valid
# rows both pack to 32, so no reader changes its stride.
import pypto.language as pl


@pl.program
class AccAlias:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_alias(self, acc: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 128], compact=pl.CompactMode.normal)]):
        acc_narrowed: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[20, 128], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc, 20, 128)
