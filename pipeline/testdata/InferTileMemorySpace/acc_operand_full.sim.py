# The repro /work/notes/repros-accmat/accmat_implicit.py with a full-height
# lhs: the accumulator of the first matmul is the lhs of the second
# (tile.move(acc, Left) before the fix, which no chip can run), and the
# same accumulator is the rhs of a third.
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], x_2: pl.Tensor[[64, 16], pl.FP32], x_3: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
        t_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        t_2: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [64, 16], [64, 16], target_memory=None)
        acc_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(acc, t_2)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        t_3: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_3, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_3, acc)
        o_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_2, [0, 0], out_1)
        return o
