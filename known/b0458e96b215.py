# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(rows, N), but declared iter_arg[_] dimension[_] = N; equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: AssignTypeSymmetry
# backend: Ascend950
# faults:
# seed: 419141227062932482
# case: 878
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T22:18:11Z
# last_seen: 2026-12-07T22:18:11Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the 60 s campaigns of 2026-12-07 (sixth session)"
# note: the README campaign's form of 0da5d3973ed1: Simplify rewrites a loop's declared valid rows under a branch constraint but not its init pl.min(rows, 1); the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip) reports the same TypeCheck 104 after Simplify

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        t_1: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        g: pl.Tile[[16, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 1])] = pl.tile.gemv(t, t_1, acc_phase='unspecified')
        ln: pl.Tile[[16, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(g, pl.min(rows, 1), 1)
        if rows >= 1:
            for i, (acc_1,) in pl.pipeline(1, stage=3, init_values=(ln,)):
                acc_2: pl.Tile[[16, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.yield_(acc_1)
        return out
