# Expected output of CanonicalizeIOOrder/carried_pipeline (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        z: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.range(4, init_values=(z,)):
            row: pl.Scalar[pl.INDEX] = i * 16
            nxt: pl.Scalar[pl.INDEX] = row + 16
            a: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            b: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [nxt, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, a)
            m: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(s, b)
            o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(s, [row, 0], out)
            acc_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(m)
        return out
