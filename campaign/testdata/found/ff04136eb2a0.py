# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TMOV(_ = tile.move @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | "
# status: fixed
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: AivSplitLoweredValid
# backend: Ascend950
# faults:
# seed: 4531764908933526340
# case: 675
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-11-30T04:46:41Z
# last_seen: 2026-11-30T04:46:41Z
# note: RF-M1: a row-narrowed accumulator moved into Mat is read at the physical rows (pto-isa TMovCcToCb); AccCompactValid code 6 rejects it
# found_with: acc-to-mat-unchecked

# pypto.program: Fuzz
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
