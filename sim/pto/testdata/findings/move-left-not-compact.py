# want: pitch-mismatch: the PTO program: pitch-mismatch: aic0#6 TMATMUL(pto.tmatmul @move-left-not-compact.py:15:120) (M) reads aic0 L0A[0x400, 0x420) at pitch 16, but aic0#1 TMOV(pto.tmov @move-left-not-compact.py:15:9) (MTE1) wrote it at pitch 32
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: DeduceTileMoveType (src/ir/op/tile_ops/memory.cpp:409) does not mark a row-narrowed move
# into Left compact, as DeduceTileExtractType does (transform.cpp:774-784); a5 TExtractToA writes
# L0A at the tile's Rows (TExtract.hpp:132-142) while mad reads at ceil16(valid rows)
# (TMatmul.hpp:176).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        l: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.set_validshape(t, 1, 32)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, t)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
