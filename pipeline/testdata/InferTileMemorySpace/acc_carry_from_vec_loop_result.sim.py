# An Acc-to-Acc assemble (kept in Vec: it would run on the vector pipe in
# Acc) seeds, through a pipelined loop's carry, the accumulator of a later
# matmul_acc: no data path leads into Acc, and the error names the carry and
# its initial value (TestAccCarryFromVecLoopResult). The initial value is a
# loop result, which has no producer op: the message used to dereference a
# nil producer (clean campaign seed 14, 3adc2882199f, a crash). The second
# loop runs twice: Simplify would lift a one-trip loop into straight code.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        r: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        c: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        as_: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.assemble(c, c, [0, 0])
        for i, (acc_2,) in pl.pipeline(1, 0, -1, stage=2, init_values=(as_,)):
            acc_3: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_2)
        for i_1, (acc_4,) in pl.range(2, init_values=(acc_3,)):
            acc_5: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.yield_(pl.tile.matmul_acc(acc_4, r, t_1))
        return out
