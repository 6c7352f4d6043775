# A mixed if with no results: the then-branch drains the accumulator from
# the cube side, the else-branch stores its vector copy. AIC keeps the
# then-branch and loses the (now empty) else; AIV keeps the if with an
# empty then-branch (printed `pass`) and its store.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        n: pl.Scalar[pl.INDEX],
        out_a: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(z, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        if n > 0:
            pl.tile.store(z, [0, 0], out_a)
        else:
            pl.tile.store(z_vec, [0, 0], out_b)
