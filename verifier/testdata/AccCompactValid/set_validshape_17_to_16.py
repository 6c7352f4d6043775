# want: ERROR AccCompactValid 2 @11:133 "'tile.set_validshape' re-narrows a compact accumulator from 17 to 16 valid rows, which changes the pitch its readers derive (function 'acc_alias'). The op is metadata-only, so the bytes stay packed at ceil(17/16)*16"
# PyPTO test_re_narrowing_a_compact_accumulator_across_a_fractal_boundary_is_rejected:
# mad packed the bytes at ceil(17/16)*16 = 32; the alias would read them at 16.
import pypto.language as pl


@pl.program
class AccAlias:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_alias(self, acc: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 128], compact=pl.CompactMode.normal)]):
        acc_narrowed: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc, 16, 128)
