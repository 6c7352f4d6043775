# want: hazard: the PTO program: hazard: kernel: pto.tmatmul at .pto line 30 (auto-tile-l0-int8-k-off-box.py:16:9): reads %c__ssa_v0_l0_a (line 21), whose bytes at Left 0x4600 %0 (line 25) wrote while it was live: two live tiles share bytes
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: AutoTileMatmulL0 aligns its K block to 16 elements whatever the dtype
# (auto_tile_matmul_l0_pass.cpp:947-949, cfg.align_k = GetL0FractalAlignment()), so an INT8
# product with K = 1120 too deep for L0 is split into two K blocks of 560: an INT8 L0A box is
# 16x32, so [32, 560] is no whole number of boxes, and the second block's extract starts in the
# middle of one; PTOAS's verifyBoxedTileLayout and pto-isa's Tile static_asserts refuse it.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 1120], pl.INT8], y: pl.Tensor[[1120, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        a: pl.Tile[[32, 1120], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 1120], [32, 1120], target_memory=pl.Mem.Mat)
        b: pl.Tile[[1120, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [1120, 32], [1120, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(c, [0, 0], out)
        return o
