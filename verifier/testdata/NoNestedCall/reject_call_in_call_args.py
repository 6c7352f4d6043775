# A call as another call's argument (201, at the inner call), also when the
# outer call is a yield value.
# want: ERROR NoNestedCall 201 @17:60 "Call expression has nested call in arguments"
# want: ERROR NoNestedCall 201 @19:74 "Call expression has nested call in arguments"
import pypto.language as pl


@pl.program
class Nested:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.add(pl.exp(t), t)
        for i, (c,) in pl.range(4, init_values=(u,)):
            r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(pl.add(pl.neg(c), c))
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return res
