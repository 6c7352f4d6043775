# The PyPTO #2470 shape: a [64, K] lhs whose valid rows are narrowed to 16
# (set_validshape) feeding a K-split matmul_acc chain into a [64, 256]
# accumulator, stored to GM. The reference is the mathematically correct
# product on the 16 valid rows; nothing else is data.
import pypto.language as pl


@pl.program
class Pypto2470:
    @pl.function(type=pl.FunctionType.AIC)
    def acc_chain(
        self,
        a: pl.Tensor[[64, 64], pl.BF16],
        b: pl.Tensor[[64, 256], pl.BF16],
        out: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        acc0 = pl.tile.create([64, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 64, 32, init_values=(acc0,)):
            am = pl.load(a, [0, k], [64, 32], target_memory=pl.Mem.Mat)
            bm = pl.load(b, [k, 0], [32, 256], target_memory=pl.Mem.Mat)
            al = pl.move(am, target_memory=pl.Mem.Left)
            an = pl.set_validshape(al, 16, 32)
            br = pl.move(bm, target_memory=pl.Mem.Right)
            acc1 = pl.matmul_acc(acc, an, br, init_cond=k == 0)
            r = pl.yield_(acc1)
        o = pl.store(r, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.AIC)
    def matmul_then_acc(
        self,
        a: pl.Tensor[[64, 64], pl.BF16],
        b: pl.Tensor[[64, 256], pl.BF16],
        out: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        am0 = pl.load(a, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        bm0 = pl.load(b, [0, 0], [32, 256], target_memory=pl.Mem.Mat)
        al0 = pl.move(am0, target_memory=pl.Mem.Left)
        an0 = pl.set_validshape(al0, 16, 32)
        br0 = pl.move(bm0, target_memory=pl.Mem.Right)
        c0 = pl.matmul(an0, br0)
        for k, (acc,) in pl.range(32, 64, 32, init_values=(c0,)):
            am = pl.load(a, [0, k], [64, 32], target_memory=pl.Mem.Mat)
            bm = pl.load(b, [k, 0], [32, 256], target_memory=pl.Mem.Mat)
            al = pl.move(am, target_memory=pl.Mem.Left)
            an = pl.set_validshape(al, 16, 32)
            br = pl.move(bm, target_memory=pl.Mem.Right)
            acc1 = pl.matmul_acc(acc, an, br)
            r = pl.yield_(acc1)
        o = pl.store(r, [0, 0], out)
        return o
