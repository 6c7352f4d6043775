# FaultCrossCoreStoreUnfenced (irfuzz RF-A1): the kernel of
# cross_core_c2v_fenced with the released PyPTO behaviour: no fence after
# the cube core's accumulator store, so the vector core's load and store of
# io race with it (the simulator: "WAW ... no cross-core synchronization
# orders them", and io differs from the reference).
# faults: cross-core-store-unfenced
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
