# want: hazard: the PTO program: hazard: kernel_aiv: pto.tmov at .pto line 57 (tfree-held-pop-across-loop.py:34:57): reads %p_v__ssa_v0, popped at line 47, after the tfree at line 55 released its slot
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: p_v is popped before a loop that pops q_v from the same pipe in every iteration, and
# read in every iteration. ExpandMixedKernel (FinalizeTpopTfrees, src/ir/transforms/utils/
# tpop_tfree_finalizer.cpp:387-395) frees q_v inside the body after its last read and p_v after
# the loop, and keeps two slots (cross_core_pipe.h:66). A tfree releases the oldest slot held
# (pto-isa a5 TFree.hpp:22-28), so the body's first tfree hands back p_v's slot and the producer's
# next push refills it: from the second iteration on the tadd reads q_v's data as p_v. The
# model copies p_v out before the loop (pipeline/expand_mixed_kernel_hold.go); the fault
# tfree-last-use restores the pinned placement.
import pypto.language as pl


@pl.program
class HeldAcrossLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        z: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(a_m, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_m, target_memory=pl.Mem.Right)
        p: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
        p_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(p, target_memory=pl.Mem.Vec)
        z_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(3, init_values=(z_v,)):
            q: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
            q_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(q, target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(q_v, p_v)
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, s)
            acc_n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_n, [0, 0], out)
        return o
