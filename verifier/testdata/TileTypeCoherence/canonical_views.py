# props: TileTypeCoherence
# want: nothing
# Canonical encodings throughout: implicit views are absent (Mat, Left,
# Right, Acc and Vec tiles without a TileView), and the stored views differ
# from the implicit one (a narrowed valid shape, a non-default pad).
import pypto.language as pl


@pl.program
class Canonical:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        part: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 128])] = pl.tile.set_validshape(acc_vec, 8, 128)
        padded: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.fillpad(part, pad_value=pl.PadValue.zero)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(padded, [0, 0], out_0)
        return out_1
