# A named InCore scope with a split keeps its name and carries the split
# as a function attribute; a tensor the body only reads is In, one it
# assembles into after reading it is InOut, one it only assembles into
# is Out.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="scale", optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            s: pl.Tensor[[16, 64], pl.FP32] = pl.add(a, acc)
            acc_1: pl.Tensor[[16, 64], pl.FP32] = pl.assemble(acc, s, [0, 0])
            out_1: pl.Tensor[[16, 64], pl.FP32] = pl.assemble(out, s, [0, 0])
        return acc_1, out_1
