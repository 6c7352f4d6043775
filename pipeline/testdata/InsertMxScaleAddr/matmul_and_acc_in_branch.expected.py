# Expected output of InsertMxScaleAddr/matmul_and_acc_in_branch (written by -update; review before committing).
# pypto.program: Prog
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 64], pl.FP8E4M3FN], a_s: pl.Tensor[[16, 2], pl.FP8E8M0, pl.TensorView(stride=[], layout=pl.TensorLayout.MX_A_ZZ)], b: pl.Tensor[[64, 32], pl.FP8E4M3FN], b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.TensorView(stride=[], layout=pl.TensorLayout.MX_B_NN)], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        ma: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        mas: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, fractal=32)] = pl.tile.load(a_s, [0, 0], [16, 2], [16, 2], target_memory=pl.Mem.Mat)
        mb: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        mbs: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.Mat, pl.TileView(slayout=pl.TileLayout.col_major, fractal=32)] = pl.tile.load(b_s, [0, 0], [2, 32], [2, 32], target_memory=pl.Mem.Mat)
        ta: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Left] = pl.tile.move(ma, target_memory=pl.Mem.Left)
        tas: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.tile.move(mas, target_memory=pl.Mem.LeftScale)
        tb: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Right] = pl.tile.move(mb, target_memory=pl.Mem.Right)
        tbs: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.RightScale] = pl.tile.move(mbs, target_memory=pl.Mem.RightScale)
        tas_bound: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.tile.tget_scale_addr(tas, ta)
        tbs_bound: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.RightScale] = pl.tile.tget_scale_addr(tbs, tb)
        c0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx(ta, tas_bound, tb, tbs_bound)
        for i, (c,) in pl.range(2, init_values=(c0,)):
            if n > i:
                tas_bound_1: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.tile.tget_scale_addr(tas, ta)
                tbs_bound_1: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.RightScale] = pl.tile.tget_scale_addr(tbs, tb)
                c1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx_acc(c, ta, tas_bound_1, tb, tbs_bound_1)
                c2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(c1)
            else:
                c2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(c)
            cr: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(c2)
        result: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(cr, [0, 0], out)
        return result
