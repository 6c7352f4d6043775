# The real PyPTO's passes.ctrl_flow_transform() on continue_with_carry.before.py, printed by ir.python_print.
# pypto.program: ContinueCarry
import pypto.language as pl

@pl.program
class ContinueCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(t,)):
            if i == 1:
                acc__phi_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(acc)
            else:
                nxt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
                acc__phi_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
            acc_out: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(acc__phi_v0)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_out, [0, 0], out)
        return o
