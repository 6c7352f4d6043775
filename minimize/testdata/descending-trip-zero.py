# descending-trip-zero (PyPTO #2427): Simplify computes the trip count of
# a loop with a negative step as 0 and deletes it: the three negations
# never happen and the output differs from the reference.
# backend: 910B
# faults: descending-trip-zero
# want: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TLOAD |  | out
import pypto.language as pl


@pl.program
class Descending:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        for j, (c,) in pl.range(6, 0, -2, init_values=(t,)):
            d: pl.Tile[[16, 16], pl.FP32] = pl.tile.neg(c)
            s = pl.yield_(d)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
