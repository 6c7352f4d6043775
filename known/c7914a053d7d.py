# irfuzz corpus v1
# signature: "roundtrip |  | CanonicalizeTileSlice | call / type: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: CanonicalizeTileSlice
# profile: OutParamNotShadowed
# backend: Ascend950
# faults:
# seed: 6072569846035423305
# case: 608
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T09:29:50Z
# last_seen: 2026-12-07T09:29:50Z
# pypto_finding: canonicalize-tile-slice-copy-keeps-consumer-var-type.py
# class: silent
# pinned: src/ir/transforms/canonicalize_tile_slice_pass.cpp:554-560
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 500 default kernels of irfuzz gen -n 500 -seed 1 at main"
# note: the real PyPTO's round trip after CanonicalizeTileSlice fails at the same node (TileType tile_view presence mismatch): the consumer re-created on the tile.extract copy keeps its Var's old type; the same stale consumer type is met at other consumers (tile.col_expand_max, tile.col_expand_div, tile.add, tile.row_expand_max in campaigns of 2026-12-07)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 4], pl.INT8]]) -> pl.Tensor[[2, 4], pl.INT8]:
        t: pl.Tile[[4, 4], pl.INT8] = pl.tile.create([4, 4], dtype=pl.INT8, target_memory=None)
        fp: pl.Tile[[4, 4], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t, pad_value=pl.PadValue.zero)
        sl: pl.Tile[[4, 2], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [4, 2], [0, 2])
        rs: pl.Tile[[2, 4], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.reshape(sl, [2, 4])
        return out
