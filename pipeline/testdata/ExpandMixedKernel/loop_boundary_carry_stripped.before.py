# A boundary inside a carried loop: each step's accumulator crosses to the
# vector side, which stores it into the carried output tensor. On AIC the
# store is pruned, the loop's yield of o2 dangles and falls back to the carry
# o, and since AIC then reads o nowhere (and returns nothing) the carry is
# stripped with its yield: a plain loop of matmul + tpush. AIV keeps the
# carry, with the pop in place of the move.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        w_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (o,) in pl.range(4, init_values=(out_0,)):
            a_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, w_right)
            acc_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(acc_vec)
            o2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(r, [i * 16, 0], o)
            o3: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(o2)
        return o3
