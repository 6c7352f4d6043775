# col_sum of a rank-3 tile is flattened like any other op, as PyPTO's
# FlattenTileNdTo2D does (rewrite.cpp:960-988; analysis.cpp:96-117 rejects
# only read / write / slice): it then sums the merged 16 rows into [1, 32],
# not the [1, 8, 32] of the rank-3 program, and the store's partition
# operand keeps the original [1, 8, 32] (a PyPTO finding the model mirrors).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 8, 32], pl.FP32]]) -> pl.Tensor[[1, 8, 32], pl.FP32]:
        t = pl.tile.load(x, [0, 0, 0], [2, 8, 32], [2, 8, 32], target_memory=None)
        c = pl.tile.col_sum(t)
        o = pl.store(c, [0, 0, 0], out)
        return o
