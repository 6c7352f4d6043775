# Directions the callee's parameters do not allow: output on an In
# parameter, input on an Out one, a scalar slot marked input. Each call
# reports its first problem.
# want: ERROR CallDirectionsResolved 0 @20:39 "in function 'main', call to 'k': tensor argument at index 0 has Output but callee param direction is In"
# want: ERROR CallDirectionsResolved 0 @21:39 "in function 'main', call to 'k': tensor argument at index 2 has Input but callee param direction is Out"
# want: ERROR CallDirectionsResolved 0 @22:39 "in function 'main', call to 'k': non-tensor argument at index 1 has Input (expected Scalar)"
import pypto.language as pl


@pl.program
class Wrong:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], o)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        a: pl.Tensor[[16], pl.FP32] = self.k(x, 1, o, attrs={"arg_directions": [pl.adir.output, pl.adir.scalar, pl.adir.inout]})
        b: pl.Tensor[[16], pl.FP32] = self.k(x, 1, a, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.input]})
        c: pl.Tensor[[16], pl.FP32] = self.k(x, 1, b, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
        return c
