# want: mismatch: the PTO program computes output 'out' other than the reference at element [0 0]: want -3, got 3 (59 elements differ); last written by pto.tstore at .pto line 19 (slice-of-transpose-view-at-row-major-offset.py:21:41)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: InitMemRef gives a tile.slice the row-major byte offset of its origin whatever the
# parent's layout (ComputeSliceByteOffset, include/pypto/ir/transforms/utils/memref_utils.h:
# 343-387, called at init_memref.cpp:483), and codegen declares the transpose_view of the slice as
# a tile of its own at that MemRef address and emits nothing for the view
# (pto_ops_datamove.cpp:1328-1366). Columns 8.. of the column-major view of t are t's rows 8..15,
# 8 * 8 * 4 = 256 bytes in; the MemRef says 8 * 4 = 32, so the store writes t from row 1 on.
# The pto.subview PyPTO also emits for the slice is at the right place, but nothing reads it.
# The model's lowering reads the view at the subview's address and computes right.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [8, 8], [0, 8])
        b: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.transpose_view(sl)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(b, [0, 0], out)
        return o
