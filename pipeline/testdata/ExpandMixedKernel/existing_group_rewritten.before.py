# "Example 2" of PyPTO's ExpandMixedKernel doc: a Group (from
# OutlineClusterScopes) already calls the mixed InCore function, so no
# wrapper is created; the Group's call becomes an AIC call followed by an
# AIV call that keeps the result variable.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def compute_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(z_tile, target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(z_vec)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], out_0)
        return out_1

    @pl.function(type=pl.FunctionType.Group)
    def compute_group(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        result: pl.Tensor[[16, 128], pl.FP32] = self.compute_incore_0(x, y, out_0)
        return result
