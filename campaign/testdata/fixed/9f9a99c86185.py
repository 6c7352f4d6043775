# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 2181970585304557470
# case: 1392
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-11-30T04:41:18Z
# last_seen: 2026-11-30T04:41:18Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[32, 32], pl.BF16] = pl.tile.create([32, 32], dtype=pl.BF16, target_memory=None)
        t_1: pl.Tile[[32, 16], pl.BF16] = pl.tile.create([32, 16], dtype=pl.BF16, target_memory=None)
        c: pl.Tile[[32, 16], pl.FP32] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t_1, True)
        t_2: pl.Tile[[16, 32], pl.BF16, pl.TileView(valid_shape=[1, 32])] = pl.tile.load(x, [0, 0], [16, 32], [1, 32], target_memory=None)
        t_3: pl.Tile[[32, 32], pl.BF16] = pl.tile.create([32, 32], dtype=pl.BF16, target_memory=None)
        c_1: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
        acc_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, t_2, t_3)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
