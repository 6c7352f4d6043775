# Expected output of AutoTileMatmulL0/matmul_acc_uniform (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[64, 512], pl.FP32], b: pl.Tensor[[512, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a_mat: pl.Tile[[64, 512], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[512, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        acc0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for acc1_l0_ko, (acc1_l0_c,) in pl.pipeline(0, 512, 128, stage=2, init_values=(acc0,)):
            acc1_l0_a: pl.Tile[[64, 128], pl.FP32, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat, 0, acc1_l0_ko, [64, 128], target_memory=pl.Mem.Left)
            acc1_l0_b: pl.Tile[[128, 64], pl.FP32, pl.Mem.Right] = pl.tile.extract(b_mat, acc1_l0_ko, 0, [128, 64], target_memory=pl.Mem.Right)
            acc1_l0_c_acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc1_l0_c, acc1_l0_a, acc1_l0_b)
            acc1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc1_l0_c_acc)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc1, [0, 0], out)
        return out
