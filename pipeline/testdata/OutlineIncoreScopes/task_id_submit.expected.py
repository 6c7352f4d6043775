# Expected output of OutlineIncoreScopes/task_id_submit: PyPTO's OutlineIncoreScopes on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        a: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.exp(x)
        return a
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(a: pl.Tensor[[32, 32], pl.FP32], x: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        b: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.add(a, x)
        return b
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_2(b: pl.Tensor[[32, 32], pl.FP32], a: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        c: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.mul(b, a)
        return c
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[32, 32], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.main_incore_0, x)
        a: pl.Tensor[[32, 32], pl.FP32] = ret__tmp_v0[0]
        t0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[32, 32], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.main_incore_1, a, x, deps=[t0])
        b: pl.Tensor[[32, 32], pl.FP32] = ret__tmp_v0_1[0]
        t1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[32, 32], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.main_incore_2, b, a, allow_early_resolve=True)
        c: pl.Tensor[[32, 32], pl.FP32] = ret__tmp_v0_2[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
        return c
