# A rank-3 tile whose valid region is a prefix of the leading axis (the load
# window runs past the tensor's end with clamp=True): the valid rows collapse
# to 1*8 of the flattened 16.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[3, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[3, 8, 32], pl.FP32]]) -> pl.Tensor[[3, 8, 32], pl.FP32]:
        t = pl.tile.load(x, [2, 0, 0], [2, 8, 32], [2, 8, 32], clamp=True, target_memory=None)
        e = pl.exp(t)
        o = pl.store(e, [2, 0, 0], out)
        return o
