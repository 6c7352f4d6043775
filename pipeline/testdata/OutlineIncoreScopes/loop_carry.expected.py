# Expected output of OutlineIncoreScopes/loop_carry: PyPTO's OutlineIncoreScopes on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[32, 64], pl.FP32], i: pl.Scalar[pl.INDEX], acc: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        acc_1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(s, [i * 8, 0], acc)
        return acc
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(out,)):
            acc_1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(x, i, acc)
            r: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc_1)
        return r
