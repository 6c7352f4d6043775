# Expected output of AutoTileMatmulL0/mn_declined: the pinned PyPTO's auto_tile_matmul_l0 output.
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def chained(a: pl.Tensor[[256, 64], pl.FP16], b: pl.Tensor[[64, 256], pl.FP16], d: pl.Tensor[[256, 32], pl.FP32], out: pl.Out[pl.Tensor[[256, 32], pl.FP32]]) -> pl.Tensor[[256, 32], pl.FP32]:
        a_mat: pl.Tile[[256, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        d_mat: pl.Tile[[256, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(d, [0, 0], [256, 32], [256, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        e: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c, d_mat)
        out: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def two_readers(a: pl.Tensor[[256, 64], pl.FP16], b: pl.Tensor[[64, 256], pl.FP16], out: pl.Out[pl.Tensor[[256, 256], pl.FP32]], out2: pl.Out[pl.Tensor[[256, 256], pl.FP32]]) -> tuple[pl.Tensor[[256, 256], pl.FP32], pl.Tensor[[256, 256], pl.FP32]]:
        a_mat: pl.Tile[[256, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c, [0, 0], out)
        out2: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c, [0, 0], out2)
        return out, out2
