# A Submit carrying the attribute instead of deps (code 1, at the submit).
# want: ERROR ManualDepsOnSubmitOnly 1 @14:17 "Submit in function 'main' carries `attrs["manual_dep_edges"]`; dependency edges must live only in the typed `deps_` field."
import pypto.language as pl


@pl.program
class SubmitAttr:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        a, t1 = pl.submit(self.kernel, x, attrs={"manual_dep_edges": []})
        return a
