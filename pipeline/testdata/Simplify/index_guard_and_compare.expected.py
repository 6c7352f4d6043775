# Expected output of Simplify/index_guard_and_compare (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, flag: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]) -> pl.Tensor[[8], pl.INDEX]:
        o2: pl.Tensor[[8], pl.INDEX] = pl.tensor.write(out, [0], flag)
        for i in pl.range(4):
            if 2 < i:
                pl.tensor.write(out, [i], flag)
        return o2
