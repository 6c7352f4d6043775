# Expected output of ExpandMixedKernel/reload_keeps_carry_view (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(x: pl.Tensor[[2, 1], pl.FP32], out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]):
        pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_aiv(x: pl.Tensor[[2, 1], pl.FP32], out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]) -> pl.Tensor[[2, 1], pl.FP32]:
        t_1_vec: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [2, 1], [2, 1], target_memory=pl.Mem.Vec)
        m: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.row_major)] = pl.tile.move(t_1_vec, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        for i, (c,) in pl.range(2, init_values=(m,)):
            a: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.row_major)] = pl.tile.abs(c)
            c_1: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.row_major)] = pl.yield_(a)
        o: pl.Tensor[[2, 1], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 1], pl.FP32], out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]) -> pl.Tensor[[2, 1], pl.FP32]:
        self.kernel_aic(x, out)
        self.kernel_aiv(x, out)
        return out
