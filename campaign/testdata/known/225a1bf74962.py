# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TSTORE(o = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_BIAS(acc = tile.matmul_bias @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: OutParamNotShadowed
# backend: Ascend950
# faults:
# seed: 8370408428199889479
# case: 1088
# generator: gen/v1
# note: "RF-C1: transpose_view of a compact matmul_bias accumulator is stored at the view's packed pitch (lower confidence: transpose_view makes a ZN view of the accumulator, and the simulator takes the compact store pitch in columns there, which may be its own modelling error)"
# statements: 6
# count: 1
# first_seen: 2026-11-30T02:43:56Z
# last_seen: 2026-11-30T02:43:56Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.BF16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.BF16, pl.TileView(valid_shape=[32, 16])] = pl.tile.load(x, [0, 0], [64, 16], [32, 16])
        t_1: pl.Tile[[16, 64], pl.BF16] = pl.tile.create([16, 64], dtype=pl.BF16)
        bm: pl.Tile[[1, 64], pl.FP32] = pl.tile.create([1, 64], dtype=pl.FP32)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[32, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(t, t_1, bm)
        tv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(acc)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tv, [0, 0], out)
        return o
