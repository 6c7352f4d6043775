# irfuzz corpus v1
# signature: "simdiag | alignment |  | aiv0#N TFILLPAD(_ = tile.fillpad @N): destination operand address N in UB is not N-byte aligned |  | "
# status: fixed
# oracle: simdiag
# property: alignment
# pass:
# profile: Default
# backend: Ascend950
# faults:
# seed: 5896561948500495511
# case: 734
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-11-30T05:39:13Z
# last_seen: 2026-11-30T05:39:13Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=None)
        tv: pl.Tile[[4, 4], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[4, 2], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [4, 2], [0, 2])
        fp: pl.Tile[[4, 2], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(sl)
        return out
