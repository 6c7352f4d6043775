# narrowed-acc-not-compact (PyPTO #2470): a row-narrowed matmul too large
# for L0 is split by AutoTileMatmulL0 into a K loop of tile.matmul_acc
# steps whose accumulator seed is not stamped compact, so L0C would be read
# back at the physical pitch. AccCompactValid, produced by
# InferTileMemorySpace, rejects the seed.
# backend: 910B
# faults: narrowed-acc-not-compact
# want: contract | AccCompactValid | InferTileMemorySpace | '_' accumulates N valid rows into an accumulator that is not compact (function '_'). mad lays the product out at a pitch of ceil(validRow/N)*N, but a non-compact accumulator is read back at its physical row count N, which skews every N-fractal above the first. The accumulator this op writes into never carried CompactMode::normal -- a seed built by tile.create declares it with compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows. |  | 
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
