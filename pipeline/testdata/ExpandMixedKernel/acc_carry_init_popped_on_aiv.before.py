# A loop carry c of the accumulator acc that never changes, read inside the
# loop by a vector extract (into Vec), while acc also crosses to the vector
# side through an explicit move before the loop. On AIV the carry's init acc
# is remapped to the popped copy acc_Vec, so the carry holds a Vec value:
# its iter arg and its result are typed Vec like that copy. Before the fix
# they kept Acc, and a later pass moved acc_Vec back into Acc on the vector
# core (campaign ab00ce4c0306, round trip "iter arg 0: memory space Acc vs
# Vec"). AIC drops the carry (nothing of it is read there).
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        out: pl.Out[pl.Tensor[[1, 1], pl.FP32]],
        flag: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP16, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=pl.Mem.Mat)
        t_Left: pl.Tile[[1, 1], pl.FP16, pl.Mem.Left] = pl.tile.move(t, target_memory=pl.Mem.Left)
        t_Right: pl.Tile[[1, 1], pl.FP16, pl.Mem.Right] = pl.tile.move(t, target_memory=pl.Mem.Right)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_Left, t_Right)
        acc_Vec: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        fp: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(acc_Vec)
        if flag < 0:
            pass
        else:
            for i, (c_1, acc_1) in pl.range(1, init_values=(fp, acc)):
                ex: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(acc_1, 0, 0, [1, 1])
                t_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Mat)
                ex_Left: pl.Tile[[1, 1], pl.FP32, pl.Mem.Left] = pl.tile.move(ex, target_memory=pl.Mem.Left)
                acc_Mat: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.move(acc, target_memory=pl.Mem.Mat)
                acc_Mat_Right: pl.Tile[[1, 1], pl.FP32, pl.Mem.Right] = pl.tile.move(acc_Mat, target_memory=pl.Mem.Right)
                t_1_Bias: pl.Tile[[1, 1], pl.FP32, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(t_1, target_memory=pl.Mem.Bias)
                acc_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(ex_Left, acc_Mat_Right, t_1_Bias)
                c_3, acc_3 = pl.yield_(c_1, acc_1)
            pl.system.bar_all()
        return out
