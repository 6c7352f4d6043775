# A plain call of a program function carrying attrs["manual_dep_edges"]
# (code 0, at the call).
# want: ERROR ManualDepsOnSubmitOnly 0 @15:43 "Plain cross-function Call in function 'main' carries `attrs["manual_dep_edges"]`."
import pypto.language as pl


@pl.program
class PlainCall:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, attrs={"manual_dep_edges": []})
        return r
