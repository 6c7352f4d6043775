# Expected output of ExpandMixedKernel/mat_load_reloaded_on_aiv (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP16]]):
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, t_Right)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP16]]:
        t_Vec: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t_Vec)
        o_1: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(e, [0, 0], out_1)
        return out, o_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP16]]:
        self.kernel_aic(a, out, out_1)
        self.kernel_aiv(a, out, out_1)
        return out, out_1
