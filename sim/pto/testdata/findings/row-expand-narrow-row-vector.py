# want: illegal: the PTO program: illegal: aiv0#3 TROW_EXPAND_MUL(pto.trowexpandmul @row-expand-narrow-row-vector.py:19:53): source 1 shape [16, 1] does not fit a row broadcast to [16, 16]
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent in release builds: tile.row_expand_mul accepts a row vector of 1 valid row for a 16-row
# tile and types the result with the tile's 16 valid rows (DeduceTileRowExpandType checks only
# physical shapes, broadcast.cpp:47-103; row_expand_add's deduction checks valid rows, :140-146);
# pto.trowexpandmul then reads src1 rows 0..15, 15 of them never written (a5 TRowExpandBinOp.hpp:
# 43-47 / 112-113, a2a3 :101-107); TROWEXPANDMUL requires src1 valid rows == dst's (a5
# TRowExpandMul.hpp:79-83, a2a3 :61-65, a debug-only assert).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        h: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x, [0, 0], [16, 16], [1, 16], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.row_sum(h, tmp)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(t, r)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
