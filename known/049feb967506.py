# irfuzz corpus v1
# signature: "contract | TypeCheck | ConvertTensorToTileOps | Valid shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = pl.min(rows, N), but yield value[_] dimension[_] = N; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: ConvertTensorToTileOps
# profile: ManualDepsOnSubmitOnly
# backend: Ascend950
# faults:
# seed: 9000064866512556027
# case: 1488
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-08T00:21:07Z
# last_seen: 2026-12-08T00:21:07Z
# pypto_finding: convert-tensor-scatter-update-drops-valid-shape.py
# class: loud
# pinned: src/ir/transforms/op_conversion_registry.cpp:703, src/ir/op/tile_ops/elementwise.cpp:1077-1078, src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:626-629
# kind: pypto-bug
# upstream: not reported upstream; the class of known/895441bc0508.py (docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)")
# note: the dynamic-rows form of known/895441bc0508.py: tile.scatter_update's conversion ends in tile.sel(pred, scattered, input, tmp), whose valid shape is its lhs's, the full scattered [4, 3] tile, so the loop carry seeded by set_validshape(ex, pl.min(rows, 4), 3) yields a tile valid in 4 rows; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip) reports the same TypeCheck 104 after ConvertTensorToTileOps (declared iter_arg pl.min(rows__ssa_v0, 4) vs yield 4, and yield vs return_var). The model reports the same under irfuzz compile -verify full (not under -verify basic, as for known/895441bc0508.py)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 3], pl.FP32]]) -> pl.Tensor[[4, 3], pl.FP32]:
        ex: pl.Tile[[4, 3], pl.FP32] = pl.tile.create([4, 3], dtype=pl.FP32, target_memory=None)
        ln: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(4, pl.INDEX)), 3])] = pl.tile.set_validshape(ex, pl.min(rows, 4), 3)
        for i, (c,) in pl.range(0, 5, 2, init_values=(ln,)):
            t_7: pl.Tile[[2, 2], pl.INT32] = pl.tile.create([2, 2], dtype=pl.INT32, target_memory=None)
            t_8: pl.Tile[[4, 3], pl.FP32] = pl.tile.create([4, 3], dtype=pl.FP32, target_memory=None)
            su: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(4, pl.INDEX)), 3])] = pl.tile.scatter_update(c, t_7, t_8, dim=-2)
            c_1: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(4, pl.INDEX)), 3])] = pl.yield_(su)
        return out
