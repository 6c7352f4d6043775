# A loop with two carries whose body is only the yield_(c_3, c_3): the second
# carry's return var is dead, but the first carry's yield value reads the
# second carry's iter arg c_3, so stripping dead carries must keep c_3 (and
# its yield slot) on AIV instead of leaving the kept yield reading an
# undefined c_3. AIC keeps the bare loop.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        c: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        mv: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.move(c, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        for i, (c_1, c_3) in pl.range(1, 0, -2, init_values=(mv, mv)):
            c_4, c_6 = pl.yield_(c_3, c_3)
        t_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        c_4_Left: pl.Tile[[1, 1], pl.FP32, pl.Mem.Left] = pl.tile.move(c_4, target_memory=pl.Mem.Left)
        t_2_Right: pl.Tile[[1, 1], pl.FP32, pl.Mem.Right] = pl.tile.move(t_2, target_memory=pl.Mem.Right)
        acc_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c_4_Left, t_2_Right)
        return out
