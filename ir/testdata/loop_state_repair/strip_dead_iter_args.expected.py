# pypto.program: Strip
import pypto.language as pl

@pl.program
class Strip:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (a0, b0, e0) in pl.range(4, init_values=(t0, t0, t0)):
            a1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(a0, a0)
            ra, rb, re = pl.yield_(e0, b0, e0)
        for (n, m) in pl.while_(init_values=(0, 0)):
            pl.cond(m < 3)
            n1: pl.Scalar[pl.INDEX] = n + 1
            rn, rm = pl.yield_(n1, n1)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(ra, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rb, [0, 0], s)
        return o
