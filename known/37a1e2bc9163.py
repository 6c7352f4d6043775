# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = N, but else yield value[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: IterArgCarryClassified
# backend: Ascend910B
# faults:
# seed: 7608061798523178805
# case: 4174
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-07T23:37:54Z
# last_seen: 2026-12-07T23:37:54Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :153-165
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the repro's own form on 910B (8ba47b509921 with the then side folded to a constant): under if rows == 2 the then branch's tile.matmul_acc call gets its type rebuilt by SimplifyType to valid rows 1 while the else yield acc keeps min(rows, 1); the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 910B) reports the same TypeCheck 104 after Simplify

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.BF16] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=None)
        ln: pl.Tile[[2, 2], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 2])] = pl.tile.set_validshape(t, pl.min(rows, 1), 2)
        t_1: pl.Tile[[2, 2], pl.BF16] = pl.tile.create([2, 2], dtype=pl.BF16, target_memory=None)
        t_2: pl.Tile[[1, 2], pl.FP32] = pl.tile.create([1, 2], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln, t_1, t_2)
        if rows == 2:
            acc_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.yield_(pl.tile.matmul_acc(acc, ln, t_1))
        else:
            acc_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.yield_(acc)
        o: pl.Tensor[[2, 2], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
