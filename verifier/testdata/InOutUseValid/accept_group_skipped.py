# Group functions share Out tensors between their AIC and AIV calls by
# design and are skipped; builtin ops never make a variable dead.
# want: nothing
import pypto.language as pl


@pl.program
class Grouped:
    @pl.function(type=pl.FunctionType.AIV)
    def lane(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(out, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(out, [0, 0], [32, 64])
        return res

    @pl.function(type=pl.FunctionType.Group)
    def group(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        a: pl.Tensor[[32, 64], pl.FP32] = self.lane(x, out)
        b: pl.Tensor[[32, 64], pl.FP32] = self.lane(x, out)
        return b
