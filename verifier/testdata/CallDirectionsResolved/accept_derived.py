# Directions as DeriveCallDirections gives them: every call of a program
# function carries one per argument, each one its callee's parameter
# allows; a registered op needs none.
# want: nothing
import pypto.language as pl


@pl.program
class Derived:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], o)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        y: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.adds(x, 1.0)
        r: pl.Tensor[[16, 16], pl.FP32] = self.k(y, 2, o, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        r2: pl.Tensor[[16, 16], pl.FP32] = self.k(pl.no_dep(r), 3, o, attrs={"arg_directions": [pl.adir.no_dep, pl.adir.scalar, pl.adir.inout]})
        return r2
