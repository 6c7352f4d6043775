# want: nothing
# A TileView spelled out with exactly the implicit fields of its space is
# canonicalized when the type is built (as PyPTO's TileType constructor
# does), so the stored type has no view and the rule has nothing to report.
import pypto.language as pl


@pl.program
class SpelledOut:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)]) -> pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)]:
        return acc
