# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TPOP |  | x
# status: fixed
# oracle: soundness
# property: mismatch
# pass:
# profile: InOutUseValid
# backend: Ascend950
# faults:
# seed: 5878398861604799025
# case: 1028
# generator: gen/v1
# note: "RF-D1/RF-C1 family, soundness twin of b57ee35301bf"
# statements: 5
# count: 1
# first_seen: 2026-11-30T02:43:54Z
# last_seen: 2026-11-30T02:43:54Z
# found_with: a5-push-pitch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP16], x_1: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t_1: pl.Tile[[32, 16], pl.FP16, pl.TileView(valid_shape=[1, 16])] = pl.tile.load(x, [0, 0], [32, 16], [1, 16], target_memory=None)
        t_2: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_1, t_2)
        mv: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(mv, [0, 0], x_1)
        return o_1
