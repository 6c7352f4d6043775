# irfuzz corpus v1
# signature: "roundtrip |  | LowerCompositeOps | call / type: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: LowerCompositeOps
# profile: TypeChecked
# backend: Ascend910B
# faults:
# seed: 8121658737837910019
# case: 4600
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-08T00:36:40Z
# last_seen: 2026-12-08T00:36:40Z
# pypto_finding: lower-composite-cos-of-scatter-update-keeps-view.py
# class: silent
# pinned: src/ir/transforms/lower_composite_ops_pass.cpp:2255-2263 (the tile.cos chain's last tile.mul, typed by the op registry, :270-291, is bound to the original Var, which keeps the cos's type), src/ir/transforms/op_conversion_registry.cpp:703 (the stale type: tile.scatter_update becomes a tile.sel typed from its view-less lhs, elementwise.cpp:1076-1079, and the tile.cos consuming it keeps its call type and Var, convert_tensor_to_tile_ops_pass.cpp:465-484)
# kind: pypto-bug
# upstream: unknown
# note: tile.scatter_update of a col_major transpose_view is converted to a tile.sel with no view, and the tile.cos reading it keeps its col_major type; LowerCompositeOps rebuilds the cos from the view-less input and binds the last tile.mul of the chain to the cos's Var, so the printed annotation (col_major; pad=zero in the unminimized kernel) differs from the call's type; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 910B) fails its round trip after LowerCompositeOps at ['kernel'].body[51].value.type (the unminimized kernel at ['kernel'].body[32].body[33].value.type, the pad=zero form), and its default compile goes through. The root of the stale type is convert-tensor-scatter-update-sel-drops-input-view.py's (known/485167fb4afc.py)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        tv: pl.Tile[[2, 2], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        ci: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 2], dtype=pl.INT32, descending=False)
        t_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        su: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.scatter_update(tv, ci, t_1, dim=-2)
        v: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.cos(su)
        return x
