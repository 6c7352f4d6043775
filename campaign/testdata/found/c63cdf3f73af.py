# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TGEMV |  | out
# status: fixed
# oracle: differential
# property:
# pass:
# profile: InlineFunctionsEliminated
# backend: Ascend950
# faults:
# seed: 985438596832295990
# case: 118
# generator: gen/v1
# note: "differential twin of RF-G1 (transpose_view of an accumulator stored: the store does not run, the output is undefined); the generic got-undefined signature also covers RF-D1"
# statements: 5
# count: 12
# first_seen: 2026-11-30T02:43:35Z
# last_seen: 2026-11-30T02:44:22Z
# found_with: acc-transpose-view

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], x_1: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t_1: pl.Tile[[1, 16], pl.FP16] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_2: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2)
        tv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[32, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(g)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(tv, [0, 0], out)
        return o
