# pypto.program: PullInit
import pypto.language as pl

@pl.program
class PullInit:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        gone_t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
        gone_t2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(gone_t1, t0)
        for i, (c,) in pl.range(4, init_values=(gone_t2,)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(c)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o
