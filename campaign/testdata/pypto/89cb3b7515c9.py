# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | func _ / stmt N / if / then / stmt N / for _ / iter arg N / valid_shape[_]: rows vs pl.min(rows, N) |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 4648945814123047769
# case: 26
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T05:58:05Z
# last_seen: 2026-12-07T05:58:05Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# note: the real PyPTO reports TypeCheck 104 after Simplify (the then yield's valid shape simplified to rows under the branch condition, the else yield keeps min(rows, 2))

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> pl.Tensor[[2, 2], pl.FP32]:
        t: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
        vs_1: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.tile.set_validshape(t, pl.min(rows, 2), 2)
        if rows == 2:
            for i, (c,) in pl.range(2, init_values=(vs_1,)):
                c_1: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.yield_(c)
            c_3: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.yield_(c_1)
        else:
            c_3: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.yield_(vs_1)
        o: pl.Tensor[[2, 2], pl.FP32] = pl.tile.store(c_3, [0, 0], out)
        return o
