# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | Simplify.out.py:N:N: pl.tile operation '_': tile.row_expand_add: argument N (row_vec): valid-shape: requires src1 valid row extent to match src0/dst, but got src0 valid_shape [_] and src1 valid_shape [_] |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: ReturnParamsExplicit
# backend: Ascend950
# faults:
# seed: 3713739503140008204
# case: 4212
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-08T00:05:19Z
# last_seen: 2026-12-08T00:05:19Z
# pypto_finding: simplify-branch-constraint-rewrites-assign-var-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:180-182, :727-735, :419-425
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the real PyPTO's round trip after Simplify fails the same way (the reparsed tile.row_expand_add rejects src0 valid_shape [pl.min(rows__ssa_v0, 2), 2] against src1 [rows__ssa_v0, 1]): the else branch is simplified under not (1 <= rows), so the Var of r is rebuilt with valid rows min(rows, 2) -> rows while vs, defined before the if, keeps min(rows, 2), and the printed annotation of r no longer agrees with vs; the AssignStmt form of the branch-constraint class
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP32], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        vs: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.tile.set_validshape(t, pl.min(rows, 2), 2)
        if rows >= 1:
            pass
        else:
            tmp: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
            r: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 1])] = pl.tile.row_sum(vs, tmp)
            x_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.tile.row_expand_add(vs, r)
        return x
