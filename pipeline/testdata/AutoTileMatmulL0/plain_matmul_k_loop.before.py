# The "Plain tile.matmul" example of PyPTO's AutoTileMatmulL0 doc: M = N = 128,
# K = 256, Mat operands. irfuzz's chooser (largest 16-aligned divisor of K
# whose double-buffered slabs fit L0A / L0B: 128 * k * 2 B * 2 <= 64 KiB)
# picks k = 128, as the real PyPTO's roofline chooser does here. The full-box
# seed is a single tile.create; the body branches on the first step between
# a fresh matmul and a matmul_acc, joined by an if phi (BuildMatmulBody,
# auto_tile_matmul_l0_pass.cpp:482-512).
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 256], pl.FP16],
        b: pl.Tensor[[256, 128], pl.FP16],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        a_mat: pl.Tile[[128, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[256, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        c: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
