# backend: 950
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP8E4M3FN],
        a_s: pl.Tensor[[16, 2], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[64, 32], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        ma = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        mas = pl.load(a_s, [0, 0], [16, 2], target_memory=pl.Mem.Mat)
        mb = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        mbs = pl.load(b_s, [0, 0], [2, 32], target_memory=pl.Mem.Mat)
        ta = pl.tile.move(ma, target_memory=pl.Mem.Left)
        tas = pl.tile.move(mas, target_memory=pl.Mem.LeftScale)
        tb = pl.tile.move(mb, target_memory=pl.Mem.Right)
        tbs = pl.tile.move(mbs, target_memory=pl.Mem.RightScale)
        c0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul_mx(ta, tas, tb, tbs)
        for i, (c,) in pl.range(2, init_values=(c0,)):
            if n > i:
                c1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul_mx_acc(c, ta, tas, tb, tbs)
                c2 = pl.yield_(c1)
            else:
                c2 = pl.yield_(c)
            cr = pl.yield_(c2)
        result: pl.Tensor[[16, 32], pl.FP32] = pl.store(cr, [0, 0], out)
        return result
