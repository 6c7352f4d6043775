# pypto.program: FixYield
import pypto.language as pl

@pl.program
class FixYield:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c, q) in pl.range(4, init_values=(t0, t0)):
            q1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(q)
            rc, rq = pl.yield_(c, q1)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rq, [0, 0], s)
        return o
