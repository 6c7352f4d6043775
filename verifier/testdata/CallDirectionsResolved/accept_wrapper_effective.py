# A Group wrapper declaring the direction its inner call writes with, and a
# call without arguments (nothing to resolve).
# want: nothing
import pypto.language as pl


@pl.program
class Wrapped:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16], pl.FP32], o: pl.InOut[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], o)
        return r

    @pl.function(type=pl.FunctionType.Group)
    def g(self, x: pl.Tensor[[16], pl.FP32], o: pl.InOut[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = self.k(x, o, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32], o: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = self.g(x, o, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return r
