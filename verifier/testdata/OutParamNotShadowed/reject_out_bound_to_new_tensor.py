# `out = tensor.create(...)` detaches the name from the output buffer, which
# is then never written (issue #1525): code 501 at the assignment.
# want: ERROR OutParamNotShadowed 501 @15:9 "'out' is an Out parameter but is reassigned to the result of 'tensor.create', which does not write into it."
import pypto.language as pl


@pl.program
class Detached:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        return out
