import pypto.language as pl

# pl.no_dep(x) around a kernel call's argument marks its slot: the parser
# peels the marker and records the position in arg_direction_overrides.


@pl.program
class Marked:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c = self.kernel(a, pl.no_dep(b), out)
        d = self.kernel(pl.no_dep(pl.no_dep(a)), b, pl.no_dep(c))
        e, tid = pl.submit(self.kernel, a, pl.no_dep(b), d, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return e
