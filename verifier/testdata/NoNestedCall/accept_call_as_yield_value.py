# A call that is itself a yield or return value is not nested: PyPTO #2236
# made FlattenCallExpr hoist it out of a YieldStmt (#1397 out of a
# ReturnStmt), and the newest NoNestedCall verifier still checks neither
# position.
# want: nothing
import pypto.language as pl


@pl.program
class YieldCall:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i, (c,) in pl.range(4, init_values=(t0,)):
            r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(pl.exp(c))
        return pl.store(r, [0, 0], out)
