# irfuzz corpus v1
# signature: "contract | TypeCheck | InferTileMemorySpace | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(rows, N), but declared iter_arg[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: InferTileMemorySpace
# profile: TypeChecked
# backend: Ascend950
# faults:
# seed: 4795417766318933049
# case: 332
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-07T04:30:43Z
# last_seen: 2026-12-07T04:30:43Z
# pypto_finding: infer-mem-stale-iterarg-valid-shape.py
# class: loud
# pinned: src/ir/transforms/infer_tile_memory_space_pass.cpp:488-505, :651-653
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the real PyPTO reports the same TypeCheck 104 after InferTileMemorySpace: a re-deduced move changes a carry's init valid shape, the iter arg keeps Simplify's, infer_tile_memory_space_pass.cpp:651-653, :488-505; signature d23b1639b1e0 (a round trip) before the model verified in the real driver's order

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 2], pl.INT32]]) -> pl.Tensor[[2, 2], pl.INT32]:
        t: pl.Tile[[2, 2], pl.INT8] = pl.tile.create([2, 2], dtype=pl.INT8, target_memory=None)
        ln: pl.Tile[[2, 2], pl.INT8, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.tile.set_validshape(t, pl.min(rows, 2), 2)
        t_1: pl.Tile[[2, 2], pl.INT8] = pl.tile.create([2, 2], dtype=pl.INT8, target_memory=None)
        t_2: pl.Tile[[1, 2], pl.INT32] = pl.tile.create([1, 2], dtype=pl.INT32, target_memory=None)
        acc: pl.Tile[[2, 2], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_1, t_2)
        if rows != 1:
            pass
        else:
            mv: pl.Tile[[2, 2], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
            for i_1, (c_3, c_4) in pl.range(2, init_values=(mv, mv)):
                c_6, c_7 = pl.yield_(mv, c_4)
        return out
