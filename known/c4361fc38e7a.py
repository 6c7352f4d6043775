# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | func _ / stmt N / if / then / stmt N / assign _ / tile.move / args[_] / tile.matmul_acc / type / valid_shape[_]: rows vs pl.min(rows, N) |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 2773098845764757618
# case: 912
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-07T09:14:09Z
# last_seen: 2026-12-07T09:14:09Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the real PyPTO's round trip after Simplify differs on this kernel too (a branch's constraint rewrites pl.min(rows, 32) to rows in the matmul_acc's type inside the branch only)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], x_5: pl.Tensor[[1, 1], pl.INT8]) -> pl.Tensor[[1, 1], pl.INT8]:
        lt: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        ln: pl.Tile[[1, 1], pl.INT8, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(lt, pl.min(rows, 1), 1)
        t_6: pl.Tile[[1, 1], pl.INT8] = pl.tile.create([1, 1], dtype=pl.INT8, target_memory=None)
        acc_3: pl.Tile[[1, 1], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_6)
        if rows <= 1:
            c_1: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            mv_1: pl.Tile[[1, 1], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(pl.tile.matmul_acc(acc_3, ln, t_6), target_memory=pl.Mem.Vec)
        else:
            pass
        return x_5
