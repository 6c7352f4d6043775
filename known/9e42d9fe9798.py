# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = rows, but return_var[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 4048093226305377566
# case: 364
# generator: gen/v1
# statements: 10
# count: 2
# first_seen: 2026-12-07T16:20:57Z
# last_seen: 2026-12-07T16:21:16Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :727-735
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the IfStmt return-var form: Simplify rebuilds the if's return var under the branch constraint (valid rows pl.min(rows, 1)) while the then branch yields rows; the real PyPTO reports the same TypeCheck 104 after Simplify, word for word

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows_1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        for i in pl.range(1, 0, -2):
            t_8: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            ln_3: pl.Tile[[1, 1], pl.FP32, pl.TileView(valid_shape=[pl.min(rows_1, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t_8, pl.min(rows_1, 1), 1)
            t_9: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            t_10: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            acc_4: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul_bias(ln_3, t_9, t_10)
            if rows_1 == 1:
                vs: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc_4, pl.min(rows_1, 1), 1)
                if i != 1:
                    continue
                acc_7: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.yield_(vs)
            else:
                acc_7: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows_1, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.yield_(pl.tile.matmul_acc(acc_4, ln_3, t_9))
        return out
