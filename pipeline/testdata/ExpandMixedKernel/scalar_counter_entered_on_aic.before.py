# A vector-only while loop counts n while it stores; the cube side branches
# on the count (n_2) afterwards. The loop's affinity is VECTOR, so AIC used
# to drop it whole and its if read an undefined n_2. AIC now enters the
# loop after all, keeping only what both sides may run (the scalar counter;
# the tensor carry and the vector work go), so both cores take the same
# branch.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        for (n, o) in pl.while_(init_values=(0, out_1)):
            pl.cond(n < 3)
            v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(w, [0, 0], o)
            n_1: pl.Scalar[pl.INDEX] = n + 1
            n_2, o_2 = pl.yield_(n_1, o_1)
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
        if n_2 == 3:
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, l_Left, r_Right)
            acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_1)
        else:
            acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)
        o_3: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_2, [0, 0], out)
        return o_3, o_2
