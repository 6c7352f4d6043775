# The real PyPTO's passes.ctrl_flow_transform() on break_in_while.before.py, printed by ir.python_print.
# pypto.program: WhileBreak
import pypto.language as pl

@pl.program
class WhileBreak:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        break__tmp_v0: pl.Scalar[pl.BOOL] = False
        for (k, acc) in pl.while_(init_values=(0, t)):
            pl.cond(k < 8 and not break__tmp_v0)
            if k == n:
                break__tmp_v0: pl.Scalar[pl.BOOL] = True
                k__phi_v1, acc__phi_v2 = pl.yield_(k, acc)
            else:
                nxt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc)
                k__phi_v1, acc__phi_v2 = pl.yield_(k + 1, nxt)
            k_1, acc_1 = pl.yield_(k__phi_v1, acc__phi_v2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
