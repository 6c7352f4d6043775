# want: ERROR AccCompactValid 1 @17:96 "'tile.matmul_acc' accumulates 16 valid rows into an accumulator that is not compact (function 'acc_chain'). mad lays the product out at a pitch of ceil(validRow/16)*16, but a non-compact accumulator is read back at its physical row count 64, which skews every N-fractal above the first."
# PyPTO test_row_narrowed_non_compact_accumulator_is_rejected: the chain
# behind #2470 / #2510. mad writes 16 valid rows at pitch 16, the
# non-compact [64, 128] accumulator is read back at pitch 64.
import pypto.language as pl


@pl.program
class AccChain:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_chain(
        self,
        acc: pl.InOut[pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128])]],
        lhs: pl.Tile[[64, 256], pl.INT8, pl.Mem.Left, pl.TileView(valid_shape=[16, 256], compact=pl.CompactMode.normal)],
        rhs: pl.Tile[[256, 128], pl.INT8, pl.Mem.Right],
    ):
        result: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128])] = pl.tile.matmul_acc(acc, lhs, rhs)
