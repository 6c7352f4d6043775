# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = pl.min(rows, N), but yield value[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: AccCompactValid
# backend: Ascend910B
# faults:
# seed: 4855346768002983240
# case: 550
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T20:49:48Z
# last_seen: 2026-12-07T20:49:48Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the 60 s campaigns of 2026-12-07 (sixth session)"
# note: the while form of 0da5d3973ed1: under if rows == 1 Simplify rewrites the loop's carried valid rows min(rows, 1) on one side only; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 910B) reports the same TypeCheck 104 after Simplify
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.BF16], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.BF16]:
        t: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        ln: pl.Tile[[1, 1], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 1), 1)
        t_1: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        if rows == 1:
            for (n, acc_1) in pl.while_(init_values=(0, acc)):
                pl.cond(n < 1)
                n_2, acc_2 = pl.yield_(rows, acc_1)
        return x
