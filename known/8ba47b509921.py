# irfuzz corpus v1
# signature: "contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = rows, but else yield value[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: Simplify
# profile: AivSplitLoweredValid
# backend: Ascend950
# faults:
# seed: 5194908612429061885
# case: 1330
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T19:18:53Z
# last_seen: 2026-12-07T19:18:53Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:409-414, :737-745
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Found by the README campaign of 2026-12-07 (fifth session)"
# note: the then branch's yield keeps rows while the else branch's, simplified under the branch's constraint, becomes pl.min(rows, N); the real PyPTO reports the same TypeCheck 104 after Simplify

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        acc: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
        ln: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.set_validshape(acc, pl.min(rows, 1), 1)
        t_3: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        if rows < 1:
            c, c_1 = pl.yield_(pl.tile.abs(ln), t_3)
        else:
            c, c_1 = pl.yield_(ln, t_3)
        o: pl.Tensor[[1, 1], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
