# RF-A1, cube to vector: the accumulator is stored to io on the cube core
# (FIX), then the vector core loads the same window of io (MTE2) and stores
# its result back over it (MTE3). After the split nothing but a tpush / tpop
# orders the two cores, so the store is followed, on AIC, by a token push of
# the stored accumulator (on FIX, behind the store), and the vector core pops
# it before its load; its store runs on MTE3, so a set/wait flag from the
# pop's pipe (MTE2) to MTE3 follows the pop, on AIV only.
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
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        io_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z, [0, 0], io)
        v: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(io_1, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v)
        io_2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], io_1)
        return io_2
