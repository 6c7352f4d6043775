# The continue variant of loop_exit_carry_break: every iteration continues
# after v_1 is assigned, so each hands v_1 on (ResolveYieldAtEscape) and the
# store writes zeros.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.load(x, [0, 0], [2, 2], [2, 2], target_memory=None)
        for i, (c,) in pl.range(3, init_values=(t,)):
            v_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.full([2, 2], dtype=pl.FP32, value=0.0)
            continue
            c_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        o: pl.Tensor[[2, 2], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
