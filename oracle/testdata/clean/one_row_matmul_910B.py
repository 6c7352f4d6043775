# A one-row lhs: on a2a3 the cube issues the matmul with m = 16 (not GEMV
# mode), writing 16 rows into an accumulator declared one row high, which
# its M-aligned L0C storage holds; the stored row is right.
# backend: Ascend910B
# want: nothing
import pypto.language as pl


@pl.program
class OneRow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[1, 32], pl.FP16], b: pl.Tensor[[32, 32], pl.FP16], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        l: pl.Tile[[1, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        r: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
