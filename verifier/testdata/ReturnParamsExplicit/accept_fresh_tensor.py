# want: nothing
# A Group returning what its kernel returns as the written parameter, and
# a kernel returning a scalar next to its parameter: nothing aliases.
import pypto.language as pl


@pl.program
class Fresh:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], o)
        n: pl.Scalar[pl.INDEX] = 4
        return o, n

    @pl.function(type=pl.FunctionType.Group)
    def g(self, x: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        res: tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.INDEX]] = self.k(x, o)
        return o
