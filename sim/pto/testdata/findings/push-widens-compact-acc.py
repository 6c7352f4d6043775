# want: pitch-mismatch: the PTO program: pitch-mismatch: aic0#7 TPUSH(pto.tpush_to_aiv @push-widens-compact-acc.py:16:9) (FIX) reads aic0 L0C[0x1000, 0x2000) at pitch 64, but aic0#6 TMATMUL(pto.tmatmul @push-widens-compact-acc.py:15:121) (M) wrote it at pitch 32
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent (PyPTO #2510): EmitTpushTransportValidShape widens a compact accumulator's valid rows to
# the full box before tpush_to_aiv (pto_ops_crosscore.cpp:120-161); the a5 TMOV reads L0C at
# ceil16(runtime valid rows) (TMov.hpp:124-131), not the pitch mad wrote.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 64], pl.BF16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        lt: pl.Tile[[64, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        l: pl.Tile[[64, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[32, 16], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(lt, 32, 16)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[32, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, t)
        mv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 64])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(mv, [0, 0], out)
        return o
