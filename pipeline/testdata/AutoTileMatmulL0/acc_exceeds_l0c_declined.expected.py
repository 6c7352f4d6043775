# Expected output of AutoTileMatmulL0/acc_exceeds_l0c_declined (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[256, 512], pl.FP16], b: pl.Tensor[[512, 256], pl.FP16], out: pl.Out[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        a_mat: pl.Tile[[256, 512], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[512, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 256], [512, 256], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out: pl.Tensor[[256, 256], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out
