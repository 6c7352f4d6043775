# irfuzz corpus v1
# signature: "contract | TypeCheck | ConvertTensorToTileOps | Valid shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = N, but yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: ConvertTensorToTileOps
# profile: AssignTypeSymmetry
# backend: Ascend950
# faults:
# seed: 6821725429540259929
# case: 1224
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T23:36:06Z
# last_seen: 2026-12-07T23:36:06Z
# origin: mutant
# pypto_finding: convert-tensor-scatter-update-drops-valid-shape.py
# class: loud
# pinned: src/ir/transforms/op_conversion_registry.cpp:703, src/ir/op/tile_ops/elementwise.cpp:1077-1078, src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:626-629
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: tile.scatter_update's conversion ends in tile.sel(pred, scattered, input, tmp), whose valid shape is its lhs's, the full scattered tile, so the loop-carried update of a tile valid to [2, 4] yields a [4, 4]-valid tile; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip) reports the same TypeCheck 104 after ConvertTensorToTileOps (declared iter_arg 2 vs yield 4)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=None)
        vs: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.set_validshape(t, 2, 4)
        for i, (c,) in pl.range(2, init_values=(vs,)):
            t_1: pl.Tile[[2, 1], pl.INT32] = pl.tile.create([2, 1], dtype=pl.INT32, target_memory=None)
            t_2: pl.Tile[[2, 4], pl.FP32] = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=None)
            su: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.scatter_update(c, t_1, t_2, dim=-2)
            c_1: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.yield_(su)
        return x
