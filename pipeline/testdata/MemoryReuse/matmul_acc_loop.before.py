# The accumulator pattern (pypto-brief §5.7 example 2): matmul_acc reuses
# its accumulator argument, so acc0 / acc / acc_next / r share one Acc
# buffer without any copy; the Mat, Left and Right tiles keep theirs.
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl



@pl.program
class Before:
    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[16, 32], pl.BF16],
        rhs: pl.Tensor[[32, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        acc0: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Acc)
        lhs_m: pl.Tile[[16, 32], pl.BF16, pl.MemorySpace.Mat] = pl.load(lhs, [0, 0], [16, 32], target_memory=pl.MemorySpace.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16, pl.MemorySpace.Mat] = pl.load(rhs, [0, 0], [32, 16], target_memory=pl.MemorySpace.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16, pl.MemorySpace.Left] = pl.move(lhs_m, target_memory=pl.MemorySpace.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16, pl.MemorySpace.Right] = pl.move(rhs_m, target_memory=pl.MemorySpace.Right)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):
            acc_next: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.matmul_acc(acc, lhs_l, rhs_r)
            r = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out_0)
        return out_1
