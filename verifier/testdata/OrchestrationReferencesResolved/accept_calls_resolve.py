# Every non-builtin call in the orchestration function names a function of
# the program; builtin ops need no function. (The parser rejects a call of
# an undefined function, so the rejected cases are built in Go, see
# orchestration_references_resolved_test.go.)
# want: nothing
import pypto.language as pl


@pl.program
class Resolved:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x)
        a, t = pl.submit(self.kernel, r)
        return a
