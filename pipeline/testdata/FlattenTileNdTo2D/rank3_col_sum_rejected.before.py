# col_sum reduces the first axis, which flattening would merge: rejected.
# error: tile.col_sum on a rank > 2 tile is not supported: it reduces the first axis
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 8, 32], pl.FP32]]) -> pl.Tensor[[1, 8, 32], pl.FP32]:
        t = pl.tile.load(x, [0, 0, 0], [2, 8, 32], [2, 8, 32], target_memory=None)
        c = pl.tile.col_sum(t)
        o = pl.store(c, [0, 0, 0], out)
        return o
