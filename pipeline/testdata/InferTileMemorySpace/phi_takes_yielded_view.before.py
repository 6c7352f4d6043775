# A vector op reading an accumulator inherits its col-major view in the
# input (compact included); once the pass moves the accumulator to Vec the op's result is
# row-major, and the if's phi must carry that type, not the annotation.
import pypto.language as pl


@pl.program
class PhiView:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta: pl.Tile[[16, 32], pl.FP16, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(a, [0, 0], [16, 32], [8, 32], target_memory=None)
        tb: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(ta, tb)
        if flag > 0:
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.muls(acc, 2.0)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.yield_(v)
        else:
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.adds(acc, 1.0)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.yield_(w)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
