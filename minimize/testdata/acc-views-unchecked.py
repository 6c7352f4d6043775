# acc-views-unchecked (irfuzz RF-C1): PyPTO's AccCompactValid checks
# tile.set_validshape only, so a tile.slice of a row-narrowed compact
# accumulator passes: mad packed the 48 valid rows at pitch 48, the compact
# [16, 64] window is stored at ceil16(16) = 16, and N-fractals 1.. come from
# the wrong rows. irfuzz's rule rejects the slice (code 4).
# backend: 910B
# faults: acc-views-unchecked
# want: simdiag | pitch-mismatch |  | aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | 
import pypto.language as pl


@pl.program
class SliceCompact:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], y: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[48, 16])] = pl.tile.load(x, [0, 0], [64, 16], [48, 16], target_memory=None)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        sl: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.slice(acc, [16, 64], [0, 0])
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
