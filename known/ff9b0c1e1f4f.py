# irfuzz corpus v1
# signature: "roundtrip |  | CanonicalizeTileSlice | tile.col_expand_div / type: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: CanonicalizeTileSlice
# profile: NoScalarKernelReturn
# backend: Ascend910B
# faults:
# seed: 6567742498798094378
# case: 380
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T12:32:45Z
# last_seen: 2026-12-07T12:32:45Z
# pypto_finding: canonicalize-tile-slice-copy-keeps-consumer-var-type.py
# class: silent
# pinned: src/ir/transforms/canonicalize_tile_slice_pass.cpp:554-560
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's round trip after CanonicalizeTileSlice fails at the consumer's type on the 910B (['kernel'].body[4].value.type): the consumer re-created on the tile.extract copy keeps its Var's old type; the tile.col_expand_div form of 4d0ec359a5df
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[4, 2], pl.FP32] = pl.tile.create([4, 2], dtype=pl.FP32, target_memory=None)
        tv: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [2, 2], [0, 0])
        s: pl.Tile[[1, 2], pl.FP32] = pl.tile.create([1, 2], dtype=pl.FP32, target_memory=None)
        x_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.col_expand_div(sl, s)
        return out
