# want: nothing
# PyPTO test_narrowing_a_fresh_full_box_accumulator_is_accepted: the
# AutoTileMatmulL0 seed, tile.create(compact=True) narrowed straight away. A
# buffer nothing has written yet re-interprets nothing.
import pypto.language as pl


@pl.program
class AccAlias:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_alias(self, acc: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 128], compact=pl.CompactMode.normal)]):
        acc_narrowed: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc, 16, 128)
