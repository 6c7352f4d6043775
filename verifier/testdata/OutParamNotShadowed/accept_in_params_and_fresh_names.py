# Re-assigning an In parameter, or binding a fresh name to a new tensor, is
# not this rule's business.
# want: nothing
import pypto.language as pl


@pl.program
class Fresh:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        x: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        return out
