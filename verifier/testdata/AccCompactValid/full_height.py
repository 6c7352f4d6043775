# want: nothing
# PyPTO test_full_height_accumulator_needs_no_compact: valid rows == physical
# rows, so the two pitches coincide.
import pypto.language as pl


@pl.program
class AccChain:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_chain(
        self,
        acc: pl.InOut[pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 128])]],
        lhs: pl.Tile[[64, 256], pl.INT8, pl.Mem.Left, pl.TileView(valid_shape=[64, 256], compact=pl.CompactMode.normal)],
        rhs: pl.Tile[[256, 128], pl.INT8, pl.Mem.Right],
    ):
        result: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 128])] = pl.tile.matmul_acc(acc, lhs, rhs)
