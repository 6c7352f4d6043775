# Expected output of OutlineIncoreScopes/value_and_store: PyPTO's OutlineIncoreScopes on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(x, x)
        return y
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(y: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]], buf: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)
        out__store: pl.Tensor[[32, 64], pl.FP32] = o
        b: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t, [0, 0], buf)
        buf__store: pl.Tensor[[32, 64], pl.FP32] = b
        return buf, out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(x)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]] = self.main_incore_1(y, out, buf)
        buf__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = ret__tmp_v0[0]
        out__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = ret__tmp_v0[1]
        return out__ssa_v0
