# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | "
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
# note: RF-C3: a full-height accumulator narrowed at runtime and pushed cube->vector is read at ceil16(runtime rows) on a5
# found_with: a5-push-pitch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP16]]) -> pl.Tensor[[64, 64], pl.FP16]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, r)
        vs: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(acc, rows, 64)
        h: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[rows, 64], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(vs, target_type=pl.FP16, mode='none')
        o: pl.Tensor[[64, 64], pl.FP16] = pl.tile.store(h, [0, 0], out)
        return o
