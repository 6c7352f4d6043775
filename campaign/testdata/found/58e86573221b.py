# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TFILLPAD(_ = tile.fillpad @N) (MTE2) reads aic0 L1[N, N) at pitch N, but aic0#N TFILLPAD(_ = tile.fillpad @N) (MTE2) wrote it at pitch N |  | "
# status: fixed
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: AtomicAddDtypeValid
# backend: Ascend950
# faults:
# seed: 471926571130665330
# case: 1736
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-11-30T02:44:20Z
# last_seen: 2026-11-30T02:44:20Z
# note: RF-B2: soundness twin of 319542bfaedb
# found_with: fillpad-in-place-strided

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        t: pl.Tile[[32, 32], pl.BF16] = pl.tile.create([32, 32], dtype=pl.BF16)
        l_1: pl.Tile[[16, 32], pl.BF16] = pl.tile.slice(t, [16, 32], [16, 0])
        for i in pl.range(2, 0, -1):
            l_3: pl.Tile[[16, 32], pl.BF16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l_1)
            t_1: pl.Tile[[32, 32], pl.BF16] = pl.tile.create([32, 32], dtype=pl.BF16)
            c_1: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32)
            acc_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_1, l_3, t_1)
        return out
