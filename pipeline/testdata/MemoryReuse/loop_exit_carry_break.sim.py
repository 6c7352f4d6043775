# Campaign kernel 377b7997169a (seed 1, minimized): v_1 is assigned before
# the break, so the loop leaves with v_1 (PyPTO's CtrlFlowTransform,
# ResolveYieldAtEscape): the store writes zeros. The loop runs twice, so it
# stays a loop.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.load(x, [0, 0], [2, 2], [2, 2], target_memory=None)
        for i, (c,) in pl.range(2, init_values=(t,)):
            v_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.full([2, 2], dtype=pl.FP32, value=0.0)
            break
            c_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        o: pl.Tensor[[2, 2], pl.FP32] = pl.tile.store(c_1, [0, 0], out)
        return o
