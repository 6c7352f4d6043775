# A vector load of io followed by a cube store over the same window (a WAR
# across the cores), the accumulator computed before the load: the loaded
# Vec tile is pushed to AIC as the token right after the load (InsertSync
# orders the push after the load, which it reads), and AIC pops it, then
# waits from the pop's pipe (MTE2) to FIX before its store (the store's data
# dependencies all came before the pop, so nothing else orders them).
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        io: pl.InOut[pl.Tensor[[16, 128], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        v: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(io, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], out)
        io_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z, [0, 0], io)
        return out_1, io_1
