# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: AssignTypeSymmetry
# backend: Ascend950
# faults:
# seed: 1323290266488642348
# case: 247
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-11-30T02:43:37Z
# last_seen: 2026-11-30T02:43:37Z
# note: RF-C1: tile.slice of a compact accumulator is stored at the slice's packed pitch
# found_with: acc-views-unchecked

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_2: pl.InOut[pl.Tensor[[128, 128], pl.FP32]], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[128, 128], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        t_1: pl.Tile[[64, 16], pl.FP32] = pl.tile.create([64, 16], dtype=pl.FP32, target_memory=None)
        t_2: pl.Tile[[16, 128], pl.FP32] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=None)
        c_3: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c_3, t_1, t_2, True)
        sl: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.slice(acc, [16, 32], [32, 64])
        o_1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return x_2, o_1
