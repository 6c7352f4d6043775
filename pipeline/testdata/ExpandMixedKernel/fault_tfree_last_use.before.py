# FaultTfreeLastUse (irfuzz RF-T1): the kernel of hold_popped_across_loop as
# the pinned pass splits it (checked equal to the real PyPTO e2d0f78ae's
# passes.expand_mixed_kernel on the 950): p_v stays in its slot across the
# loop and is freed after it, while the loop's own tfree releases the
# oldest slot held, p_v's (sim/pto/testdata/findings/
# tfree-held-pop-across-loop.py).
# faults: tfree-last-use
# backend: 950
# passes: ExpandMixedKernel
import pypto.language as pl


@pl.program
class Before:
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
