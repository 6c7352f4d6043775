# Seed 002/003: the loop-invariant Mat residency example "after conversion",
# including a tile.store nested in a yield (PyPTO #2236's shape).
import pypto.language as pl


@pl.program
class Residency:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 128], pl.BF16],
        rhs: pl.Tensor[[128, 256], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
        for n, (acc,) in pl.range(0, 256, 128, init_values=(out,)):
            rhs_mat = pl.tile.load(rhs, [0, n], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
            rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            c_n = pl.tile.matmul(lhs_left, rhs_right)
            result = pl.yield_(pl.tile.store(c_n, [0, n], acc))
        return result
