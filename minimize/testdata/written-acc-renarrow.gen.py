# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: AccCompactValid
# backend: Ascend950
# faults: written-acc-renarrow
# seed: 1409628736237938687
# case: 1296
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-11-30T02:44:04Z
# last_seen: 2026-11-30T02:44:04Z
# note: RF-C2: a full-box compact accumulator mad wrote, re-narrowed by set_validshape, is stored at the new pitch (AccCompactValid (b) exempts full boxes)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        t_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        t_2: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        c: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=pl.Mem.Acc, compact=True)
        acc_2: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, t_1, t_2)
        vs_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, 1), 32], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc_2, pl.min(rows, 1), 32)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(vs_1, [0, 0], out)
        return o
