# The real PyPTO's passes.ctrl_flow_transform() on break_for_becomes_while.before.py, printed by ir.python_print.
# pypto.program: ForBreak
import pypto.language as pl

@pl.program
class ForBreak:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        i__idx_v1: pl.Scalar[pl.INDEX] = 0
        break__tmp_v0: pl.Scalar[pl.BOOL] = False
        for (s,) in pl.while_(init_values=(0,)):
            pl.cond(i__idx_v1 < 4 and not break__tmp_v0)
            if s >= n:
                break__tmp_v0: pl.Scalar[pl.BOOL] = True
                s__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(s)
            else:
                t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i__idx_v1 * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
                out: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [i__idx_v1 * 16, 0], out)
                s__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(s + i__idx_v1)
            if not break__tmp_v0:
                i__idx_v1: pl.Scalar[pl.INDEX] = i__idx_v1 + 1
            s_1: pl.Scalar[pl.INDEX] = pl.yield_(s__phi_v2)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for j in pl.range(2):
            if j == n:
                break
            out: pl.Tensor[[64, 16], pl.FP32] = self.kernel(x, n, out)
        return out
