# FixupIterArgInitValues (PyPTO #533) across sides: the output tensor is
# first written by the vector side (o0 = store of a Vec tile), then carried
# through a loop in which the cube side stores each step's accumulator. On
# AIC the carry is live (the Acc store reads it) but its init o0 went with
# the vector store. PyPTO pulls o0's definition chain (the Vec load and the
# store) back in front of the loop, which puts a load into UB on the cube
# core (the simulator: "destination operand in UB: a AIC core has no such
# buffer") and runs the store on both cores. The repair now pulls no
# definition of the other side and none with an effect: the init falls back
# to the out_0 parameter the version writes, as for a chain that cannot be
# completed (init_chain_falls_back_to_param). On AIV the loop holds only
# cube work and is pruned whole; the returned o3 also falls back to out_0.
# The vector store and the cube stores meet in GM: the cross-core fence
# (cross_core_fence.go, RF-A1) pushes the stored zv to AIC as a token right
# after the vector store and pops it on AIC before the loop, with a flag
# from the pop's MTE2 to the stores' FIX.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        z: pl.Tensor[[64, 128], pl.FP32],
        a: pl.Tensor[[64, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        zv: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(z, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        o0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(zv, [0, 0], out_0)
        w_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (o,) in pl.range(2, init_values=(o0,)):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            o2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc, [i * 16, 0], o)
            o3: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(o2)
        return o3
