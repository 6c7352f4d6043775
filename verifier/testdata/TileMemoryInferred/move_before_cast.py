# want: nothing
# The fixed shape of #2468: InferTileMemorySpace inserted the Acc->Vec
# tile.move before the Vec-only tile.cast.
import pypto.language as pl


@pl.program
class CastOfAcc:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        narrowed: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(acc_vec, target_type=pl.BF16, mode="rint")
        out_1: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(narrowed, [0, 0], out_0)
        return out_1
