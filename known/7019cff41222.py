# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | call / type: tile view pl.Tile[_] vs pl.Tile[_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: TileMemoryInferred
# backend: Ascend910B
# faults:
# seed: 1406296176924084666
# case: 850
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T14:48:06Z
# last_seen: 2026-12-07T14:48:06Z
# pypto_finding: simplify-branch-constraint-rewrites-assign-var-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:180-182, :727-735, :409-414
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s 910B campaign (issue 22)"
# note: the real PyPTO's round trip after Simplify fails at the same statement (['kernel'].body[4].then_body.var): the then branch is simplified under rows > 1, so the moved tile's Var loses its valid_shape min(rows, 1) while the tile.move keeps it; the AssignStmt form of 15ba16678dc3

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        ln: pl.Tile[[1, 1], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 1), 1)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        if rows > 1:
            mv: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        return out
