# Expected output of AutoTileMatmulL0/matmul_acc_init_cond (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[64, 512], pl.FP32], b: pl.Tensor[[512, 64], pl.FP32], first: pl.Scalar[pl.BOOL], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a_mat: pl.Tile[[64, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[512, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        acc0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0, a_mat, b_mat, first)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc1, [0, 0], out)
        return out
