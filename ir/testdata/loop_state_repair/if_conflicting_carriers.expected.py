# pypto.program: IfConflictingCarriers
import pypto.language as pl

@pl.program
class IfConflictingCarriers:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(2, init_values=(t0,)):
            for j, (d,) in pl.range(2, init_values=(c,)):
                if j < 1:
                    z, u = pl.yield_(d, d)
                else:
                    z, u = pl.yield_(d, c)
                w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(z, u)
                rd: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(w)
            rc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(rd)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        return o
