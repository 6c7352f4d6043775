# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMOV(_ = tile.move @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: PipelineLoopValid
# backend: Ascend950
# faults:
# seed: 4346534940248577361
# case: 2433
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-11-30T05:02:23Z
# last_seen: 2026-11-30T05:02:23Z
# note: RF-M1: a row-narrowed accumulator moved into Mat is read at the physical rows (pto-isa TMovCcToCb); AccCompactValid code 6 rejects it
# found_with: acc-to-mat-unchecked

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 64], pl.BF16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.BF16, pl.TileView(valid_shape=[1, 64])] = pl.tile.load(x, [0, 0], [32, 64], [1, 64], target_memory=None)
        t_1: pl.Tile[[64, 64], pl.BF16] = pl.tile.create([64, 64], dtype=pl.BF16, target_memory=None)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(t, t_1)
        acc_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc, t, t_1)
        m: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[1, 64])] = pl.tile.move(acc_1, target_memory=pl.Mem.Mat)
        return out
