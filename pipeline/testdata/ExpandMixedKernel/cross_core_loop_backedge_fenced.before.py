# A loop whose body stores the accumulator's row block into io on the cube
# core and then loads the same block on the vector core: the store is
# fenced before the load (RAW), and the load is fenced before the next
# iteration's store (a WAR around the back edge; the window depends on i,
# so it may overlap): each iteration pushes a token each way.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        io: pl.InOut[pl.Tensor[[16, 128], pl.FP32]],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        for i, (o, r) in pl.range(2, init_values=(io, out)):
            x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
            z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
            o_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z, [0, 0], o)
            v: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(o_1, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v)
            r_1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e, [i * 16, 0], r)
            o_2, r_2 = pl.yield_(o_1, r_1)
        return r_2
