# pypto.program: Carries
import pypto.language as pl

@pl.program
class Carries:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c, q, s) in pl.range(4, init_values=(t0, t0, 0)):
            if i < 2:
                c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
                y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
            else:
                y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
            q1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(q)
            s1: pl.Scalar[pl.INDEX] = s + 1
            rc, rq, rs = pl.yield_(y, q1, s1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rq, [0, 0], out)
        return o
