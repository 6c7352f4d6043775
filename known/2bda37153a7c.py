# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = pl.min(rows, N), but else yield value[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: InlineFunctionsEliminated
# backend: Ascend950
# faults:
# seed: 2026018898052193960
# case: 3988
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-07T13:53:32Z
# last_seen: 2026-12-07T13:53:32Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO reports the same TypeCheck 104 after Simplify (IfStmt then yield pl.min(rows, 1) vs else rows): the IfStmt contract form of 15ba16678dc3
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        t: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        ln: pl.Tile[[1, 1], pl.INT8, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 1), 1)
        acc: pl.Tile[[1, 1], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t)
        mv: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        if rows != 0:
            c_1: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.yield_(mv)
        else:
            v_1: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.ands(mv, pl.const(1, pl.INT32))
            c_1: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.yield_(v_1)
        o: pl.Tensor[[1, 1], pl.INT32] = pl.tile.store(c_1, [0, 0], out)
        return o
