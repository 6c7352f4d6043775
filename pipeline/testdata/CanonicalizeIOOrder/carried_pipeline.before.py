# In a pipeline loop the address arithmetic (row, nxt) rises to the top,
# both loads follow, then the compute, then the store; the yield stays
# last. The loop becomes a sequential pl.range without its stage count.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        z: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(z,)):
            row: pl.Scalar[pl.INDEX] = i * 16
            a: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [16, 32], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, a)
            o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(s, [row, 0], out)
            nxt: pl.Scalar[pl.INDEX] = row + 16
            b: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [nxt, 0], [16, 32], target_memory=pl.Mem.Vec)
            m: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(s, b)
            acc_1 = pl.yield_(m)
        return out
