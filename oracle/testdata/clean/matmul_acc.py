# backend: Ascend910B
# A K-split matmul accumulated in L0C, then stored: the shape behind PyPTO #2470.
# want: nothing
import pypto.language as pl


@pl.program
class MatmulAcc:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 64], pl.BF16],
        rhs: pl.Tensor[[64, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        acc0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.range(0, 64, 32, init_values=(acc0,)):
            a: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.load(lhs, [0, k], [16, 32], target_memory=pl.Mem.Mat)
            b: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.load(rhs, [k, 0], [32, 128], target_memory=pl.Mem.Mat)
            a_l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.move(a, target_memory=pl.Mem.Left)
            b_r: pl.Tile[[32, 128], pl.BF16, pl.Mem.Right] = pl.move(b, target_memory=pl.Mem.Right)
            acc_next: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.matmul_acc(acc, a_l, b_r, init_cond=k == 0)
            r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.store(r, [0, 0], out)
        return out_1
