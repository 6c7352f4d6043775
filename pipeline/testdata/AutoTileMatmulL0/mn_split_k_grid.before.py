# The [256, 256] FP32 accumulator (256 KiB) exceeds the 910B's 128 KiB L0C
# and K = 512 spans several L0 blocks: the product becomes a grid of two
# [128, 256] sub-tiles, each its own pipelined K loop stored at its row
# offset, the store's result threaded from one sub-tile's store to the next.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[256, 512], pl.FP16],
        b: pl.Tensor[[512, 256], pl.FP16],
        out: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
    ) -> pl.Tensor[[256, 256], pl.FP32]:
        a_mat: pl.Tile[[256, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[512, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 256], [512, 256], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
