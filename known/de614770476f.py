# irfuzz corpus v1
# signature: "contract | TypeCheck | FlattenTileNdTo2D | Valid shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = N, but yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: FlattenTileNdTo2D
# profile: CommDomainScopesMaterialized
# backend: Ascend950
# faults:
# seed: 2860660583159307349
# case: 3866
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T00:34:53Z
# last_seen: 2026-12-08T00:34:53Z
# pypto_finding: convert-tensor-scatter-update-drops-valid-shape.py
# class: loud
# pinned: src/ir/transforms/op_conversion_registry.cpp:703, src/ir/op/tile_ops/elementwise.cpp:1077-1078, src/ir/transforms/flatten_tile_nd_to_2d/rewrite.cpp:1013-1024
# kind: pypto-bug
# upstream: not reported upstream; the class of known/895441bc0508.py (docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)")
# note: known/895441bc0508.py's bug reported one pass later: the while loop yields tile.exp(su), not su, so after ConvertTensorToTileOps the exp keeps its declared type (valid rows 2) over the conversion's tile.sel, typed [4, 4]-valid from its lhs, and the loop still type-checks; FlattenTileNdTo2D re-creates the exp through the OpRegistry once its operands changed (the tile.load is rebuilt), which re-deduces valid rows 4 from the sel; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) reports the same TypeCheck 104 after FlattenTileNdTo2D (WhileStmt: declared iter_arg 2 vs yield 4, yield vs return_var)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 4], pl.FP32], out: pl.Out[pl.Tensor[[4, 4], pl.FP32]]) -> pl.Tensor[[4, 4], pl.FP32]:
        tri: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.tri(pl.const(-2, pl.INT32), [4, 4], [2, 4], dtype=pl.FP32, upper=False)
        for (n, c) in pl.while_(init_values=(0, tri)):
            pl.cond(n < 1)
            ci: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 2], dtype=pl.INT32, descending=False)
            t: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [2, 4], [2, 4], target_memory=pl.Mem.Vec)
            su: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.scatter_update(c, ci, t, dim=-2)
            n_2, c_1 = pl.yield_(n, pl.tile.exp(su))
        return out
