# A tile whose shape is not static cannot be sized: InitMemRef fails fast
# with PyPTO's message (the runtime extent belongs in the valid shape).
# error: InitMemRef requires static positive shape for variable 't', but shape element 0 is n
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        t: pl.Tile[[n, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [n, 16])
        r: pl.Tensor[[64, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return r
