# want: ERROR AccCompactValid 1 @18:56 "'tile.matmul_acc' accumulates 1 valid rows into an accumulator that is not compact (function 'kernel'). mad lays the product out at a pitch of ceil(validRow/16)*16, but a non-compact accumulator is read back at its physical row count 32, which skews every N-fractal above the first."
# The near miss of single_n_fractal_rhs_narrowed.py: the rhs is valid in 17
# columns, so mad writes column block 1 too, at pitch 16 where the store
# reads pitch 32 (irfuzz sim -verify none: 2 elements wrong, the first at
# [0, 16]); code 1 rejects it whatever is relaxed.
import pypto.language as pl


@pl.program
class ProductPastOneNFractal:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 32], pl.INT8], y: pl.Tensor[[32, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        f: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        g: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(f, g)
        l: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(x, [0, 0], [32, 32], [1, 32], target_memory=pl.Mem.Mat)
        r: pl.Tile[[32, 32], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[32, 17])] = pl.tile.load(y, [0, 0], [32, 32], [32, 17], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l, r)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc, [0, 0], out)
        return o
