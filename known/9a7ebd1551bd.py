# irfuzz corpus v1
# signature: "contract | TypeCheck | ConvertTensorToTileOps | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = N, but else yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: ConvertTensorToTileOps
# profile: TensorViewCanonical
# backend: Ascend950
# faults:
# seed: 2994553691207445068
# case: 1040
# generator: gen/v1
# statements: 8
# count: 2
# first_seen: 2026-12-08T00:34:29Z
# last_seen: 2026-12-08T00:34:32Z
# pypto_finding: convert-tensor-scatter-update-drops-valid-shape.py
# class: loud
# pinned: src/ir/transforms/op_conversion_registry.cpp:703, src/ir/op/tile_ops/elementwise.cpp:1077-1078, src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:626-629
# kind: pypto-bug
# upstream: not reported upstream; the class of known/895441bc0508.py (docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)")
# note: the IfStmt form of known/895441bc0508.py: a continue in a loop carrying tile.scatter_update of a tile valid to [1, 4] becomes an if whose then branch yields the carry (valid rows 1) and whose else yields the conversion's tile.sel, typed from its lhs, the full scattered [4, 4] tile (valid rows 4); the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) reports the same TypeCheck 104 after ConvertTensorToTileOps (IfStmt: then yield 1 vs else yield 4)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[4, 4], pl.FP32]], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[4, 4], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=None)
        vs: pl.Tile[[4, 4], pl.FP32, pl.TileView(valid_shape=[1, 4])] = pl.tile.set_validshape(t, 1, 4)
        for i, (c_4, o_1) in pl.range(0, 4, 2, init_values=(vs, out)):
            if flag != 4:
                continue
            t_4: pl.Tile[[2, 1], pl.INT32] = pl.tile.create([2, 1], dtype=pl.INT32, target_memory=None)
            t_5: pl.Tile[[2, 4], pl.FP32] = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=None)
            su: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 4])] = pl.tile.scatter_update(vs, t_4, t_5, dim=-2)
            c_5, o_2 = pl.yield_(su, o_1)
        return o_2
