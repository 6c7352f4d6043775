# want: mismatch: the PTO program computes output 'out' other than the reference at element [0 1]: want 30, got 18 (240 elements differ); last written by pto.tstore at .pto line 22 (reshape-drops-dn.py:17:43)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: DeduceTileReshapeType sets the blayout from the new shape (transform.cpp:332), dropping
# the col_major layout of a transpose_view, and codegen aliases the bytes as row-major: the reshape
# of the transpose is the untransposed tile.
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.BF16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        lt: pl.Tile[[16, 16], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        rs: pl.Tile[[16, 16], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.reshape(lt, [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(rs, rs)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
