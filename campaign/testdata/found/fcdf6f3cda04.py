# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TPOP |  | out
# status: fixed
# oracle: soundness
# property: mismatch
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
# note: RF-D1: a statically row-narrowed compact accumulator pushed cube->vector is read at the box pitch on a5 (see notes)
# found_with: a5-push-pitch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[256, 16], pl.FP32], x_1: pl.Tensor[[32, 64], pl.FP32], out_1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [64, 0], [64, 16], [64, 16], target_memory=None)
        l_1: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(t, 16, 16)
        t_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [16, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_1, t_1)
        mv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 64])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(mv, [0, 64], out_1)
        return o_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[256, 16], pl.FP32], x_1: pl.Tensor[[32, 64], pl.FP32], out_1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        r: pl.Tensor[[64, 128], pl.FP32] = self.kernel(x, x_1, out_1)
        return r
