# acc-to-mat-unchecked (irfuzz RF-M1): a tile.move of an accumulator whose
# valid rows are pl.min(rows, 32) of 32 into Mat. mad packs the product at
# ceil16(valid rows); the L0C -> L1 move (pto-isa TMovCcToCb) reads at the
# physical rows whatever the compact mode. The released AccCompactValid
# accepts it; irfuzz's code 6 rejects it (a clean campaign's f45f3f60a0c7,
# minimized).
# backend: 950
# faults: acc-to-mat-unchecked
# want: simdiag | pitch-mismatch |  | aic0#N TMOV(_ = tile.move @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | 
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP32] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=None)
        ln: pl.Tile[[32, 16], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 32), 16])] = pl.tile.set_validshape(t, pl.min(rows, 32), 16)
        t_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 32), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        m: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[pl.min(rows, 32), 64])] = pl.tile.move(acc, target_memory=pl.Mem.Mat)
        return out
