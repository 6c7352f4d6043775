# want: out-of-bounds: the PTO program: out-of-bounds: kernel: pto.tstore at .pto line 20 (slice-valid-not-clamped.py:16:43): the valid region 8x16 of the tile exceeds the 1x16 partition
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: a slice given a valid_shape [8, 16] of a tile whose valid rows are 1 has the clamped type
# valid_shape [1, 16] (the store's partition is 1x16), but codegen writes the unclamped [8, 16] into
# pto.subview's valid clause (pto_ops_datamove.cpp:1072-1090), so TSTORE, which walks the tile's
# valid region, writes 8 rows: 7 past what the program stores.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, [16, 0], [16, 64], [16, 64])
        vs: pl.Tile[[16, 64], pl.FP32, pl.TileView(valid_shape=[1, 64])] = pl.tile.set_validshape(t, 1, 64)
        sl: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[1, 16])] = pl.tile.slice(vs, [16, 16], [0, 16], [8, 16])
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
