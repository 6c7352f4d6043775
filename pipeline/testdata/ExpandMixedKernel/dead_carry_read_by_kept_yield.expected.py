# Expected output of ExpandMixedKernel/dead_carry_read_by_kept_yield (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]):
        c: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        pl.tile.tpush_to_aiv(c, split=0)
        for i in pl.range(1, 0, -2):
            pass
        c_4_Left_mat: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        mv: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        for i, (c_1, c_3) in pl.range(1, 0, -2, init_values=(mv, mv)):
            c_4, c_6 = pl.yield_(c_3, c_3)
        pl.tile.tpush_to_aic(c_4, split=0)
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        self.kernel_aic(out)
        self.kernel_aiv(out)
        return out
