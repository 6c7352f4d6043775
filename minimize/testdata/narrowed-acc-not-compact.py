# narrowed-acc-not-compact (PyPTO #2470): a row-narrowed matmul too large
# for L0 is split by AutoTileMatmulL0 into a K loop whose accumulator seed
# is not stamped compact (the pinned PyPTO's seed): the first step's
# compact tile.matmul and the non-compact carry meet at the if phi, and
# AutoTileMatmulL0's after-pass TypeCheck rejects the loop, as the real
# PyPTO's verifier does; past it, L0C would be read back at the physical
# pitch.
# backend: 910B
# faults: narrowed-acc-not-compact
# want: contract | TypeCheck | AutoTileMatmulL0 | Tile view metadata mismatch in ForStmt: declared iter_arg[_] and yield value[_] have different effective layout, stride, start offset, fractal, or padding metadata |  | 
import pypto.language as pl


@pl.program
class NarrowedAcc:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 2048], pl.INT8], b: pl.Tensor[[2048, 128], pl.INT8], out: pl.Out[pl.Tensor[[64, 128], pl.INT32]]) -> pl.Tensor[[64, 128], pl.INT32]:
        ta: pl.Tile[[64, 2048], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[16, 2048])] = pl.tile.load(a, [0, 0], [64, 2048], [16, 2048], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [2048, 128], [2048, 128], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(ta, tb)
        o: pl.Tensor[[64, 128], pl.INT32] = pl.tile.store(acc, [0, 0], out)
        return o
