# irfuzz corpus v1
# signature: "roundtrip |  | ConvertTensorToTileOps | call / type: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: ConvertTensorToTileOps
# profile: AivSplitValid
# backend: Ascend950
# faults:
# seed: 5497188067376792819
# case: 320
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T23:35:55Z
# last_seen: 2026-12-07T23:35:55Z
# pypto_finding: convert-tensor-scatter-update-sel-drops-input-view.py
# class: silent
# pinned: src/ir/transforms/op_conversion_registry.cpp:692-704
# kind: pypto-bug
# upstream: unknown
# note: tile.scatter_update of a col_major transpose_view becomes a tile.sel typed from its row-major lhs, so the scattered value loses the col_major layout, and the tile.transpose_view consuming it keeps its row-major type (the pass re-deduces no passed-through call); the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) fails its round trip after ConvertTensorToTileOps at ['kernel'].body[18].var and its default compile goes through
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        tv: pl.Tile[[2, 2], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        t_1: pl.Tile[[2, 1], pl.INT32] = pl.tile.create([2, 1], dtype=pl.INT32, target_memory=None)
        t_2: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        su: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.scatter_update(tv, t_1, t_2, dim=-2)
        tv_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.transpose_view(su)
        return x
