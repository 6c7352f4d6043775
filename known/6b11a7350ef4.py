# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N TROW_EXPAND_EXPDIF(_ = tile.row_expand_expdif @N): source N shape [_] does not fit a row broadcast to [_] |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: UnrollResolved
# backend: Ascend950
# faults:
# seed: 719195448850437621
# case: 3392
# generator: gen/v1
# statements: 3
# count: 1
# first_seen: 2026-12-07T12:49:11Z
# last_seen: 2026-12-07T12:49:11Z
# pypto_finding: row-expand-narrow-row-vector.py
# class: silent
# pinned: src/ir/op/tile_ops/broadcast.cpp:47-103
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's .pto, simulated, has the same illegal TROWEXPANDEXPDIF: a row vector with fewer valid rows than the result (DeduceTileRowExpandType checks physical shapes only)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]) -> pl.Tensor[[2, 1], pl.FP32]:
        ep: pl.Tile[[2, 1], pl.FP32] = pl.tile.create([2, 1], dtype=pl.FP32, target_memory=None)
        vs: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.set_validshape(ep, 1, 1)
        x_2: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_expdif(ep, vs)
        return out
