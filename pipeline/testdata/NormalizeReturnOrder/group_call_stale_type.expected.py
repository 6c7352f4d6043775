# The pinned PyPTO's passes.normalize_return_order() output for
# group_call_stale_type.before.py, printed by ir.python_print.
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(x: pl.Tensor[[16, 64], pl.FP16], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP16]]):
        pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k_aiv(x: pl.Tensor[[16, 64], pl.FP16], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP16]]:
        t: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        hs: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(t, [0, 0], hi)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        ls: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], lo)
        return lo, hi
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP16], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> tuple[pl.Tensor[[16, 64], pl.FP16], pl.Tensor[[16, 64], pl.FP32]]:
        self.k_aic(x, lo, hi)
        self.k_aiv(x, lo, hi)
        return hi, lo
