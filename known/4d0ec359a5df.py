# irfuzz corpus v1
# signature: "roundtrip |  | CanonicalizeTileSlice | tile.col_expand_max / type: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: CanonicalizeTileSlice
# profile: IncoreTileOps
# backend: Ascend950
# faults:
# seed: 5696818120822775718
# case: 933
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T09:29:55Z
# last_seen: 2026-12-07T09:29:55Z
# pypto_finding: canonicalize-tile-slice-copy-keeps-consumer-var-type.py
# class: silent
# pinned: src/ir/transforms/canonicalize_tile_slice_pass.cpp:554-560
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 500 default kernels of irfuzz gen -n 500 -seed 1 at main"
# note: the real PyPTO's round trip after CanonicalizeTileSlice fails at the same node (TileType tile_view presence mismatch): the consumer re-created on the tile.extract copy keeps its Var's old type

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t_2: pl.Tile[[1, 2], pl.INT8] = pl.tile.create([1, 2], dtype=pl.INT8, target_memory=None)
        fp: pl.Tile[[1, 2], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2, pad_value=pl.PadValue.zero)
        sl_1: pl.Tile[[1, 1], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [1, 1], [0, 1])
        s: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        x_5: pl.Tile[[1, 1], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.col_expand_max(sl_1, s)
        return out
