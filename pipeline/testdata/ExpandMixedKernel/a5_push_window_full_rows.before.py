# RF-C3 through a row window: `s0` views rows 16..31 of a full-height
# product (mad writes L0C at 64 rows; not compact), and `sl` narrows the
# window at runtime to `n` rows. The window's bytes keep its parent's
# layout (the code generator declares it with the parent's 64 Rows and its
# own 16 rows as a constant valid count), so on Ascend950 a push with
# runtime valid rows would read at ceil16(n) = 16. The window's own box is a
# single fractal, yet its layout's is not: AIC pushes it widened to its
# constant 16 rows (TMOV reads a constant count below Rows at 64), AIV pops
# 16 rows and narrows them back to `n`.
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, r)
        n: pl.Scalar[pl.INDEX] = pl.min(rows, 16)
        s0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 64], [16, 0])
        sl: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[n, 64])] = pl.tile.set_validshape(s0, n, 64)
        v: pl.Tile[[16, 64], pl.FP32] = pl.tile.move(sl, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
