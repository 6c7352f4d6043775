# Ascend950 pushes that TMOV Acc->Vec already reads where mad wrote, so AIC
# pushes them as they are: `a`, the product of an lhs narrowed at runtime,
# is compact with `rows` valid rows (mad pitch ceil16(rows); a runtime valid
# row is read at ceil16(rows)); `b`, the product of an lhs narrowed to the
# constant 50 rows, is compact with 50 of 64 rows (mad pitch ceil16(50) =
# 64; a constant valid row below the box is read at the box's 64 rows).
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_1: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        la: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[rows, 16])] = pl.tile.set_validshape(t, rows, 16)
        a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(la, r)
        lb: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[50, 16])] = pl.tile.set_validshape(t, 50, 16)
        b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[50, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(lb, r)
        va: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 64])] = pl.tile.move(a, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        vb: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[50, 64])] = pl.tile.move(b, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(va, [0, 0], out)
        o_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(vb, [0, 0], out_1)
        return o, o_1
