# Both directions in one kernel: a vector exp feeds the cube's Left operand
# (Vec->Left) and the product comes back for the store (Acc->Vec). A pop
# always lands in Mat on AIC, so the Left destination gets the pop
# (e_left_mat, NZ view) plus a tile.move to Left after it, as PyPTO's
# NeedsPostTpopMove does; AIV pushes e and pops z_vec.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP16],
        y: pl.Tensor[[128, 128], pl.FP16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_vec: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.exp(x_vec)
        e_left: pl.Tile[[16, 128], pl.FP16, pl.Mem.Left] = pl.tile.move(e, target_memory=pl.Mem.Left)
        y_mat: pl.Tile[[128, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        y_right: pl.Tile[[128, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(e_left, y_right)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(z, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_vec, [0, 0], out_0)
        return out_1
