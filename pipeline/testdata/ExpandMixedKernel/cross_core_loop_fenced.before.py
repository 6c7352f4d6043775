# RF-A1 in a loop: each iteration the cube core stores a row block of the
# accumulator into io, and after the loop the vector core loads all of io.
# The fence sits right after the store, in the loop body, so it runs as
# often as the store: AIV enters the loop to pop each iteration's token.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        io: pl.InOut[pl.Tensor[[32, 128], pl.FP32]],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        for i, (o,) in pl.range(2, init_values=(io,)):
            x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
            z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
            o_1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(z, [i * 16, 0], o)
            o_2: pl.Tensor[[32, 128], pl.FP32] = pl.yield_(o_1)
        v: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(o_2, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v)
        out_1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out_1
