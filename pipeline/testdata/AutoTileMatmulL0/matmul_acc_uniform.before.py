# The "tile.matmul_acc" example of PyPTO's AutoTileMatmulL0 doc: the
# caller's accumulator threads through the carry directly and every step is
# an unpredicated 3-operand matmul_acc (the accumulator is live on entry and
# must never be overwritten). FP32 operands: 64 * k * 4 B * 2 <= 64 KiB and
# k * 64 * 4 B * 2 <= 64 KiB give k = 128 of K = 512.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[64, 512], pl.FP32],
        b: pl.Tensor[[512, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        a_mat: pl.Tile[[64, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[512, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        acc0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0, a_mat, b_mat)
        out = pl.tile.store(acc1, [0, 0], out)
        return out
