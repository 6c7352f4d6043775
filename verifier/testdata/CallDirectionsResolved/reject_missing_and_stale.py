# The Group wrapper declares its forwarded parameter In although the inner
# call writes it (stale), and the orchestration's call has no directions.
# want: ERROR CallDirectionsResolved 0 @17:5 "wrapper function 'g' has stale param_directions_ after DeriveCallDirections; effective directions are [In, Out] but the signature declares [In, In]"
# want: ERROR CallDirectionsResolved 0 @23:39 "in function 'main', call to 'g': Call attrs['arg_directions'] is missing after DeriveCallDirections"
import pypto.language as pl


@pl.program
class Stale:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], o)
        return r

    @pl.function(type=pl.FunctionType.Group)
    def g(self, x: pl.Tensor[[16], pl.FP32], o: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = self.k(x, o, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32], o: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = self.g(x, o)
        return r
