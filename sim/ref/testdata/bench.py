# Benchmark kernel: a K-split matmul accumulated in L0C, moved to the
# vector unit, then an epilogue (cast, add a bias, row sums), stored.
import pypto.language as pl


@pl.program
class Bench:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 256], pl.BF16],
        b: pl.Tensor[[256, 64], pl.BF16],
        bias: pl.Tensor[[64, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[64, 64], pl.BF16]],
        sums: pl.Out[pl.Tensor[[64, 1], pl.BF16]],
    ) -> pl.Tensor[[64, 64], pl.BF16]:
        acc0 = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 256, 64, init_values=(acc0,)):
            am = pl.load(a, [0, k], [64, 64], target_memory=pl.Mem.Mat)
            bm = pl.load(b, [k, 0], [64, 64], target_memory=pl.Mem.Mat)
            al = pl.move(am, target_memory=pl.Mem.Left)
            br = pl.move(bm, target_memory=pl.Mem.Right)
            acc1 = pl.matmul_acc(acc, al, br, init_cond=k == 0)
            r = pl.yield_(acc1)
        v = pl.move(r, target_memory=pl.Mem.Vec)
        h = pl.cast(v, pl.BF16, mode='rint')
        hb = pl.load(bias, [0, 0], [64, 64])
        s = pl.add(h, hb)
        tmp = pl.tile.create([64, 64], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        rs = pl.row_sum(s, tmp)
        o = pl.store(s, [0, 0], out)
        o2 = pl.store(rs, [0, 0], sums)
        return o
