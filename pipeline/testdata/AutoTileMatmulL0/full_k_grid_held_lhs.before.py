# The [192, 560] FP32 accumulator exceeds L0C, and the whole K = 128 fits
# one L0 block: the chooser holds A (a [192, 128] BF16 panel filling L0A
# single-buffered), so a Sequential loop over M extracts it once around a
# pipelined loop over the four full 128-wide N blocks, each stored at its
# offset; the 48 remaining columns follow as one straight-line tile.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[192, 128], pl.BF16],
        b: pl.Tensor[[128, 560], pl.BF16],
        out: pl.Out[pl.Tensor[[192, 560], pl.FP32]],
    ) -> pl.Tensor[[192, 560], pl.FP32]:
        a_mat: pl.Tile[[192, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [192, 128], [192, 128], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[128, 560], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 560], [128, 560], target_memory=pl.Mem.Mat)
        c: pl.Tile[[192, 560], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
