# Expected output of OutlineIncoreScopes/named_split_directions: PyPTO's OutlineIncoreScopes on the Before program (pypto.passes, printed by ir.python_print).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(a: pl.Tensor[[16, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(a, acc)
        acc_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(acc, s, [0, 0])
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(out, s, [0, 0])
        return acc, out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.scale(a, acc, out)
        acc_1: pl.Tensor[[16, 64], pl.FP32] = ret__tmp_v0[0]
        out_1: pl.Tensor[[16, 64], pl.FP32] = ret__tmp_v0[1]
        return acc_1, out_1
