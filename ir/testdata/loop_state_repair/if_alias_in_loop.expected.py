# pypto.program: IfAliasInLoop
import pypto.language as pl

@pl.program
class IfAliasInLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
        for i, (c, d) in pl.range(4, init_values=(t0, t1)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(c)
            if i < 2:
                z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
            else:
                z: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = z
            rc, rd = pl.yield_(c1, w)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rc, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rd, [0, 0], s)
        return o
