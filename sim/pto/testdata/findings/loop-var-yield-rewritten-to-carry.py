# want: mismatch: the PTO program computes output 'out_a' other than the reference at element [0 0]: want 71, got -58 (2040 elements differ); last written by pto.tstore at .pto line 32 (loop-var-yield-rewritten-to-carry.py:27:50)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md, docs/pypto-version.md departure 7).
# silent: ExpandMixedKernel's loop-state repair (FixupDanglingYieldValues,
# loop_state_repair.cpp:421-466) counts as defined only what the loop body defines, its iter args
# and earlier statements of the same list, so the loop var i that the yield carries into k reads
# as dangling and the AIC kernel yields the carry k itself: k stays 0, the cube load at [k * 16, 0]
# never moves, and out_a and out_b get the first rows' product on every iteration.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_a: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        w_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (oa, ob, k) in pl.range(4, init_values=(out_a, out_b, 0)):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [k * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            oa2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(acc, [0, 0], oa)
            acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
            e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_vec)
            ob2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], ob)
            oa3, ob3, k3 = pl.yield_(oa2, ob2, i)
        return oa3, ob3
