# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | func _ / stmt N / if / then / stmt N / if / then / stmt N / yield[_] / tile.exp / type / valid_shape[_]: flag vs pl.min(flag, N) |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: OrchestrationReferencesResolved
# backend: Ascend950
# faults:
# seed: 7630083809103095600
# case: 223
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-12-07T05:58:10Z
# last_seen: 2026-12-07T05:58:10Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# note: the real PyPTO reports TypeCheck 104 after Simplify (a tile.exp yield re-typed under flag < 2 in a nested branch)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 2], pl.INT32]]) -> pl.Tensor[[2, 2], pl.INT32]:
        t: pl.Tile[[2, 2], pl.INT8] = pl.tile.create([2, 2], dtype=pl.INT8, target_memory=None)
        ln: pl.Tile[[2, 2], pl.INT8, pl.TileView(valid_shape=[pl.min(flag, pl.const(2, pl.INDEX)), 2])] = pl.tile.set_validshape(t, pl.min(flag, 2), 2)
        acc: pl.Tile[[2, 2], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(flag, pl.const(2, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t)
        h: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, pl.const(2, pl.INDEX)), 2], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.cast(acc, target_type=pl.FP32, mode='ceil')
        if flag_1 > 0:
            if flag <= 1:
                tmp: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
                c, c_1 = pl.yield_(pl.tile.exp(h), h)
            else:
                c, c_1 = pl.yield_(h, h)
            tmp_1: pl.Tile[[2, 2], pl.FP32] = pl.tile.create([2, 2], dtype=pl.FP32, target_memory=None)
            r_1: pl.Tile[[2, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(flag, pl.const(2, pl.INDEX)), 1])] = pl.tile.row_sum(c, tmp_1)
        else:
            pass
        return out
