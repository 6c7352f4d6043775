# An INDEX scalar is non-negative, so a guard "flag < 0" folds to its else
# branch; a comparison a > b is canonicalized to b < a (checked against
# the real PyPTO Simplify).
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, flag: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]) -> pl.Tensor[[8], pl.INDEX]:
        if flag < 0:
            o: pl.Tensor[[8], pl.INDEX] = pl.yield_(out)
        else:
            o2: pl.Tensor[[8], pl.INDEX] = pl.tensor.write(out, [0], flag)
            o: pl.Tensor[[8], pl.INDEX] = pl.yield_(o2)
        for i in pl.range(4):
            if i > 2:
                pl.tensor.write(out, [i], flag)
        return o
