# Expected output of ExpandMixedKernel/mat_load_of_inout_disjoint_reloaded (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(io: pl.InOut[pl.Tensor[[32, 16], pl.FP16]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(io, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, t_Right)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(io: pl.InOut[pl.Tensor[[32, 16], pl.FP16]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[32, 16], pl.FP16]]:
        t_Vec: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(io, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t_Vec)
        io_1: pl.Tensor[[32, 16], pl.FP16] = pl.tile.store(e, [16, 0], io)
        return out, io_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(io: pl.InOut[pl.Tensor[[32, 16], pl.FP16]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[32, 16], pl.FP16]]:
        self.kernel_aic(io, out)
        self.kernel_aiv(io, out)
        return out, io
