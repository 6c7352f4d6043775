# A loop from k to k + 1 (k a top-level constant) runs once and becomes its
# body with the loop variable set to k; under a loop range [0, 8) the
# analyzer folds i // 8 to 0 and (i + 8) % 8 to i (checked against the real
# PyPTO Simplify).
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[16], pl.INDEX]) -> pl.Tensor[[16], pl.INDEX]:
        k: pl.Scalar[pl.INDEX] = 4
        for j, (acc,) in pl.range(k, k + 1, init_values=(out,)):
            w: pl.Tensor[[16], pl.INDEX] = pl.tensor.write(acc, [j * 2 + 0], j // 8)
            r: pl.Tensor[[16], pl.INDEX] = pl.yield_(w)
        for i in pl.range(8):
            y: pl.Scalar[pl.INDEX] = (i + 8) % 8 + i // 8
            pl.tensor.write(r, [i], y)
        return r
