# want: nothing
# A program without host orchestration holds no comm-domain scope.
import pypto.language as pl


@pl.program
class Plain:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16])
        out = pl.tile.store(t, [0, 0], out)
        return out
