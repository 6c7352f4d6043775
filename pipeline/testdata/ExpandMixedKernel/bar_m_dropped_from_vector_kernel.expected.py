# Expected output of ExpandMixedKernel/bar_m_dropped_from_vector_kernel (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(2, init_values=(t,)):
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            pl.system.bar_v()
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        pl.system.bar_all()
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
