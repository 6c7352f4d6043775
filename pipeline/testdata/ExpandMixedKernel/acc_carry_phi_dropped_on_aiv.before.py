# S2 inside a loop: the accumulator is carried (c), each step's acc_1 goes
# through an if-phi (y) back into the carry, and under a guard the vector
# side drains acc_1 into a second output carried as q. On AIV the Acc carry
# c only feeds itself through the phi (its else-branch yield read c before
# the fix), which PyPTO's StripDeadIterArgs counts as a use: the old repair
# kept it, pulled its init's matmul chain onto the vector core and left the
# phi yielding an out-of-scope pop. The Acc carry and the phi are dead on
# AIV and go; AIV carries only q, pops under the guard, and AIC keeps c, y
# and the push in the same branch.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        f: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
        for i, (c, q) in pl.range(3, init_values=(acc, out_1)):
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, l_Left, r_Right)
            if i == f:
                acc_1_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_1_Vec)
                q_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], q)
                y, q_2 = pl.yield_(acc_1, q_1)
            else:
                y, q_2 = pl.yield_(acc_1, q)
            c_1, q_3 = pl.yield_(y, q_2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o, q_3
