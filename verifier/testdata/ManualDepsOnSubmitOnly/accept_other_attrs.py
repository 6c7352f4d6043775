# Other call attributes are not this rule's business, and an op call keeps
# manual_dep_edges as its codegen fan-in contract (exempt).
# want: nothing
import pypto.language as pl


@pl.program
class Attrs:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, attrs={"dump_tag": "k"})
        pl.system.bar_all(attrs={"manual_dep_edges": []})
        return r
