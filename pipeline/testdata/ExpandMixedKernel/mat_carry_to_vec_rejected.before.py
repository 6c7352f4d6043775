# P2, no legal path: the cube-to-vector move reads c_1, a Mat tile carried
# through a loop that replaces it every iteration. It is not an
# accumulator, so TPUSH cannot send it, and it is not one tile.load the
# vector core could repeat. The pass used to emit
# tpush_to_aiv of the L1 tile; it now refuses the split, naming the move.
# error: mat_carry_to_vec_rejected.before.py:27:57: ExpandMixedKernel cannot split 'kernel': the cube-to-vector move of 'c_1' (in Mat) has no legal transport: pto-isa's TPUSH hands the vector core only an accumulator (Acc), and 'c_1' is a loop carry or branch result, not a tile.load the vector core could repeat
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_1: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP16]]:
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        for i, (c, o) in pl.range(2, init_values=(t, out)):
            c_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(c, target_memory=pl.Mem.Left)
            c_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(c, target_memory=pl.Mem.Right)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_Left, c_Right)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], o)
            u: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            c_1, o_2 = pl.yield_(u, o_1)
        c_Vec: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.move(c_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.exp(c_Vec)
        o_3: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(e, [0, 0], out_1)
        return o_2, o_3
