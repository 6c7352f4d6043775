# Two pops held across a popping loop (hold_popped_across_loop with a
# second product p2_v, popped after p_v and read in the loop too): each is
# copied out right after its own pop and freed there, in pop order.
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
        p2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
        p2_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(p2, target_memory=pl.Mem.Vec)
        z_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(3, init_values=(z_v,)):
            q: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
            q_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(q, target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(q_v, p_v)
            s2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s, p2_v)
            t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, s2)
            acc_n: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_n, [0, 0], out)
        return o
