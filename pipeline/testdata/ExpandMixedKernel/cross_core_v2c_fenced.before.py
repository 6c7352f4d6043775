# RF-A1, vector to cube: the vector core stores exp(x) into io (MTE3), then
# the cube core loads io into Mat for a matmul (MTE2) and stores the
# accumulator over the same window (FIX). The vector store is followed by a
# token push of the stored Vec tile (on MTE3, behind the store; on Ascend950
# through the NZ view the cube side pops), and the cube core pops it into
# Mat before its load; its store runs on FIX, so a set/wait flag from the
# pop's pipe (MTE2) to FIX follows the pop, on AIC only.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        y: pl.Tensor[[128, 128], pl.FP32],
        io: pl.InOut[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        xv: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(xv)
        io_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], io)
        a_mat: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(io_1, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        a_left: pl.Tile[[16, 128], pl.FP32, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, y_right)
        io_2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z, [0, 0], io_1)
        return io_2
