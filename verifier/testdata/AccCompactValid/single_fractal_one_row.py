# want: nothing
# PyPTO test_single_fractal_block_accumulator_needs_no_compact: the gemv
# shape, ceil(1/16)*16 == 16, a [16, N] accumulator packs to its own box.
import pypto.language as pl


@pl.program
class AccChain:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_chain(
        self,
        acc: pl.InOut[pl.Tile[[16, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128])]],
        lhs: pl.Tile[[16, 256], pl.INT8, pl.Mem.Left, pl.TileView(valid_shape=[1, 256], compact=pl.CompactMode.normal)],
        rhs: pl.Tile[[256, 128], pl.INT8, pl.Mem.Right],
    ):
        result: pl.Tile[[16, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128])] = pl.tile.matmul_acc(acc, lhs, rhs)
