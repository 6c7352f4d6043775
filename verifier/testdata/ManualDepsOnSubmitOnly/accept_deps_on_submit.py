# Manual dependency edges in a Submit's typed deps; plain calls without the
# attribute.
# want: nothing
import pypto.language as pl


@pl.program
class Deps:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            a, t1 = pl.submit(self.kernel, x, out)
            b, t2 = pl.submit(self.kernel, a, out, deps=[t1])
        return b
