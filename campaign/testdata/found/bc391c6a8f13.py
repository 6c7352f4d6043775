# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMOV(_ = tile.move @N) (MTE1) reads aic0 L1[N, N) at pitch N, but aic0#N TFILLPAD(_ = tile.fillpad @N) (MTE2) wrote it at pitch N |  | "
# status: fixed
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: AivSplitValid
# backend: Ascend950
# faults:
# seed: 2169774627388685628
# case: 484
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-11-30T02:43:42Z
# last_seen: 2026-11-30T02:43:42Z
# note: RF-B2: tile.fillpad inherits its input's buffer and pads in place over a strided slice of a Mat tile, corrupting the parent (modelled PyPTO version; newer upstream gives fillpad a fresh output)
# found_with: fillpad-in-place-strided

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[128, 64], pl.BF16] = pl.tile.create([128, 64], dtype=pl.BF16)
        l: pl.Tile[[64, 64], pl.BF16] = pl.tile.slice(t, [64, 64], [0, 0])
        l_1: pl.Tile[[64, 64], pl.BF16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_1, l)
        return out
