# t_1 is viewed by the slice l (a matmul operand: Mat) and seeds the carry
# c_5, which the loop yields Vec tiles into. The carry rule moves t_1 to
# Vec after l already took Mat from it, leaving a Mat slice of a Vec tile,
# which the parser re-deduces as Vec (campaign signature "tile.slice /
# type: memory space Vec vs Mat"). A final sweep with producers frozen
# re-derives views from their sources' final spaces: l is Vec, and the
# matmul reads it through a move.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        for i, (o_1,) in pl.range(1, init_values=(out,)):
            c_4: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            l: pl.Tile[[1, 1], pl.FP16] = pl.tile.slice(t_1, [1, 1], [0, 0])
            t_6: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
            for i_1, (acc_8, c_5) in pl.range(1, init_values=(c_4, t_1)):
                acc_9: pl.Tile[[1, 1], pl.FP32] = pl.tile.matmul_acc(acc_8, t_6, l)
                acc_10, c_7 = pl.yield_(acc_9, t)
            o_2: pl.Tensor[[1, 1], pl.FP32] = pl.yield_(o_1)
        return o_2
