# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile:
# backend: Ascend950
# faults:
# seed: 0
# case: 0
# generator:
# statements: 0
# count: 1
# first_seen: 2026-11-30T00:00:00Z
# last_seen: 2026-11-30T00:00:00Z
# note: RF-C1: tile.slice of a compact accumulator re-derives the packed pitch from the slice's valid rows; AccCompactValid (b) checks set_validshape only
# found_with: acc-views-unchecked

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[48, 16])] = pl.tile.set_validshape(t, 48, 16)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        sl: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.slice(acc, [16, 64], [0, 0])
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
