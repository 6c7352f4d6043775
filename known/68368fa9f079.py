# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = rows, but yield value[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 7210348267907905003
# case: 724
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T11:53:02Z
# last_seen: 2026-12-07T11:53:02Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The model's own campaign, once its front passes were PyPTO's"
# note: the real PyPTO reports the same TypeCheck 104 errors after Simplify (ForStmt iter_arg / yield / return_var and IfStmt valid-shape mismatches, rows vs pl.min(rows, 1)): the contract form of 15ba16678dc3

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]], rows: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        if rows == 1:
            l: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
            ln: pl.Tile[[1, 1], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(l, pl.min(rows, 1), 1)
            for i_1, (acc_6,) in pl.range(1, 0, -2, init_values=(ln,)):
                if i_1 <= 1:
                    continue
                acc_9: pl.Tile[[1, 1], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.yield_(acc_6)
            o_3: pl.Tensor[[1, 1], pl.FP32] = pl.yield_(out)
        else:
            o_3: pl.Tensor[[1, 1], pl.FP32] = pl.yield_(out)
        return o_3
