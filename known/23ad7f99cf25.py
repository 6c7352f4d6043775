# irfuzz corpus v1
# signature: "contract | TypeCheck | ConvertTensorToTileOps | Valid shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = N, but yield value[_] dimension[_] = N |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: ConvertTensorToTileOps
# profile: IterArgCarryClassified
# backend: Ascend950
# faults:
# seed: 8538293784419108312
# case: 142
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T23:42:39Z
# last_seen: 2026-12-07T23:42:39Z
# pypto_finding: convert-tensor-scatter-update-drops-valid-shape.py
# class: loud
# pinned: src/ir/transforms/op_conversion_registry.cpp:703, src/ir/op/tile_ops/elementwise.cpp:1077-1078, src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:626-629
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the WhileStmt form of known/895441bc0508.py: a while loop carries tile.scatter_update of a load valid to [2, 4], whose conversion's tile.sel is typed [4, 4]-valid; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip) reports the same TypeCheck 104 after ConvertTensorToTileOps (declared iter_arg 4 vs yield 2, WhileStmt)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32, pl.TileView(valid_shape=[2, 4])] = pl.tile.load(x, [0, 0], [4, 4], [2, 4], target_memory=None)
        ci: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 2], dtype=pl.INT32, descending=False)
        t_1: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.create([2, 4], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        su: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 4])] = pl.tile.scatter_update(t, ci, t_1, dim=-2)
        for (n, c) in pl.while_(init_values=(0, su)):
            pl.cond(n < 1)
            n_2, c_1 = pl.yield_(n, pl.tile.exp(c))
        return x
