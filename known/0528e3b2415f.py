# irfuzz corpus v1
# signature: "contract | TypeCheck | FlattenTileNdTo2D | Valid shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = N, but yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: FlattenTileNdTo2D
# backend: Ascend950
# faults:
# seed: 0
# case: 0
# generator: hand
# statements: 6
# count: 1
# origin: hand-written: the ForStmt form of known/de614770476f.py, which signs as the 60 s campaign's 0528e3b2415f (docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"), whose kernel was not kept
# pypto_finding: convert-tensor-scatter-update-drops-valid-shape.py
# class: loud
# pinned: src/ir/transforms/op_conversion_registry.cpp:703, src/ir/op/tile_ops/elementwise.cpp:1077-1078, src/ir/transforms/flatten_tile_nd_to_2d/rewrite.cpp:1013-1024
# kind: pypto-bug
# upstream: not reported upstream; the class of known/895441bc0508.py (docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)")
# note: as known/de614770476f.py in a pl.range loop: the loop yields tile.exp(su), whose declared type (valid rows 2) ConvertTensorToTileOps keeps over the conversion's tile.sel, typed [4, 4]-valid from its lhs; FlattenTileNdTo2D re-creates the exp once the tile.load above it is rebuilt and re-deduces valid rows 4; the real PyPTO (irfuzz compile -sut pypto -verify roundtrip -backend 950) reports the same TypeCheck 104 after FlattenTileNdTo2D (ForStmt: declared iter_arg 2 vs yield 4); whether the campaign's own 0528e3b2415f kernel had this cause is not known (only its signature is)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[2, 4], pl.FP32], out: pl.Out[pl.Tensor[[4, 4], pl.FP32]]) -> pl.Tensor[[4, 4], pl.FP32]:
        tri: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.tri(pl.const(-2, pl.INT32), [4, 4], [2, 4], dtype=pl.FP32, upper=False)
        for i, (c,) in pl.range(2, init_values=(tri,)):
            ci: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 2], dtype=pl.INT32, descending=False)
            t: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [2, 4], [2, 4], target_memory=pl.Mem.Vec)
            su: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.scatter_update(c, ci, t, dim=-2)
            e: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.exp(su)
            c_1: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.yield_(e)
        return out
