# want: nothing
# PyPTO test_row_narrowed_compact_accumulator_is_accepted: compact is the
# flag that makes a reader recompute mad's pitch.
import pypto.language as pl


@pl.program
class AccChain:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_chain(
        self,
        acc: pl.InOut[pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)]],
        lhs: pl.Tile[[64, 256], pl.INT8, pl.Mem.Left, pl.TileView(valid_shape=[16, 256], compact=pl.CompactMode.normal)],
        rhs: pl.Tile[[256, 128], pl.INT8, pl.Mem.Right],
    ):
        result: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, lhs, rhs)
