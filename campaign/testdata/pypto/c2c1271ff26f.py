# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | func _ / stmt N / if / then / stmt N / if / else / yield[_] / tile.neg / type / valid_shape[_]: rows vs pl.min(rows, N) |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: TypeChecked
# backend: Ascend950
# faults:
# seed: 843827272466165668
# case: 956
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-07T04:30:53Z
# last_seen: 2026-12-07T04:30:53Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# note: the real PyPTO reports the same TypeCheck 104 after Simplify (if form: under rows < 1 the else yield's tile.neg type becomes rows, the then yield keeps min(rows, 1), simplify_pass.cpp:409-414)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        ln: pl.Tile[[1, 1], pl.FP16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 1), 1)
        t_1: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        mv: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        if flag != 0:
            if rows >= 1:
                c, c_1 = pl.yield_(mv, mv)
            else:
                c, c_1 = pl.yield_(mv, pl.tile.neg(mv))
            for i, (c_2,) in pl.pipeline(1, stage=3, init_values=(c_1,)):
                c_3: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.yield_(mv)
        return out
