# Expected output of Simplify/one_trip_and_range_fold (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INDEX]) -> pl.Tensor[[16], pl.INDEX]:
        w: pl.Tensor[[16], pl.INDEX] = pl.tensor.write(out, [8], 0)
        for i in pl.range(8):
            y: pl.Scalar[pl.INDEX] = i
            pl.tensor.write(w, [i], y)
        return w
