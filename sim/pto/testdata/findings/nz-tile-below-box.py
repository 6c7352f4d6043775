# want: illegal: the PTO program: illegal: aic0#0 TPOP(pto.tpop_from_aiv %l__ssa_v0_Left_mat @nz-tile-below-box.py:15:9): tile operand L1@0x0 FP32[8,8] valid [8,8] NZ: shape [8, 8] is not a multiple of the 16x8 NZ inner box
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: an 8x8 FP32 cube operand is pushed and popped as an NZ tile in L1 although the FP32 NZ box
# is 16x8: the tile is not a whole number of boxes, which PTOAS's verifyBoxedTileLayout and
# pto-isa's Tile static_asserts refuse; PyPTO's own CheckBoxedTileExtents does not stop the pop.
import pypto.language as pl
@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32] = pl.tile.load(x, [0, 0], [8, 8], [8, 8])
        lt: pl.Tile[[8, 8], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        l: pl.Tile[[8, 8], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(lt)
        tv: pl.Tile[[8, 8], pl.FP32, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.transpose_view(l)
        acc: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, tv)
        return out
