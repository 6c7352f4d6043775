# backend: Ascend950
# A rank-3 load / exp / add chain stored back into a rank-3 tensor: tiles
# become [2*8, 32]; the load keeps its ND window; the store gets the original
# tile shape as its partition operand.
# want: nothing
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[4, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[4, 8, 32], pl.FP32]]) -> pl.Tensor[[4, 8, 32], pl.FP32]:
        t: pl.Tile[[2, 8, 32], pl.FP32] = pl.tile.load(x, [2, 0, 0], [2, 8, 32], [2, 8, 32], target_memory=None)
        e = pl.exp(t)
        one = pl.tile.full([2, 8, 32], dtype=pl.FP32, value=1.0)
        s = pl.add(e, one)
        o = pl.store(s, [2, 0, 0], out)
        return o
