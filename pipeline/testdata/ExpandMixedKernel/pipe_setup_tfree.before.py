# The pipe plumbing of a split kernel: every pop gets a tfree right after
# the last statement that reads the popped tile (a view of it counts; in a
# loop body, before the yield when that is the last reader), and each
# direction a slot buffer of slot_num slots of the largest tile crossing
# either way (the function's slot_num attr, else 2), reserved by the core
# that pops from it and imported by the other, then each side's
# initialize_pipe with both buffers.
# backend: 950
# passes: ExpandMixedKernel
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"slot_num": 4})
    def kernel(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for i, (o,) in pl.range(2, init_values=(out,)):
            t: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.exp(t)
            e_left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(e, target_memory=pl.Mem.Left)
            c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(e_left, w_right)
            c_vec: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(c, target_memory=pl.Mem.Vec)
            c2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(c_vec, c_vec)
            o2: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(c2, [0, 0], o)
            r: pl.Tensor[[32, 32], pl.FP32] = pl.yield_(o2)
        return r
