# A product too large for L0C whose only reader is another matmul (as its
# left operand) is assembled, sub-tile by sub-tile, into a Mat scratch of
# its dtype, which the second matmul then reads.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        b: pl.Tensor[[64, 384], pl.FP32],
        d: pl.Tensor[[384, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 32], pl.FP32]],
    ) -> pl.Tensor[[256, 32], pl.FP32]:
        a_mat: pl.Tile[[256, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 384], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 384], [64, 384], target_memory=pl.Mem.Mat)
        d_mat: pl.Tile[[384, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(d, [0, 0], [384, 32], [384, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 384], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        e: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c, d_mat)
        out = pl.tile.store(e, [0, 0], out)
        return out
