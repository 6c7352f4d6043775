# pypto.program: PullRefused
import pypto.language as pl

@pl.program
class PullRefused:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(4, init_values=(gone_t2__FREE_VAR,)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(c)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
        for j, (g,) in pl.range(4, init_values=(gone_s__FREE_VAR,)):
            g1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t0, [0, 0], g)
            rg: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(g1)
        return rg
