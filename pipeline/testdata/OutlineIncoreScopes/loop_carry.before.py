# An InCore scope inside a loop stores into the loop's carry: the carry is
# a store target (an Out parameter, returned as the parameter) and the
# post-store alias the yield reads becomes the call's fresh result, which
# the yield then carries.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(out,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tile[[8, 64], pl.FP32] = pl.load(x, [i * 8, 0], [8, 64])
                s: pl.Tile[[8, 64], pl.FP32] = pl.exp(t)
                acc_1: pl.Tensor[[32, 64], pl.FP32] = pl.store(s, [i * 8, 0], acc)
            r: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc_1)
        return r
