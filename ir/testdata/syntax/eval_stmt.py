import pypto.language as pl

# Expression statements whose value is discarded: each is kept as it is.


@pl.program
class Discard:
    @pl.function
    def probe(self, a: pl.Tensor[[8, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], n: pl.Scalar[pl.INDEX]):
        pl.const(7, pl.INT32)
        n
        n * 2 + 1
        [n, 3]
