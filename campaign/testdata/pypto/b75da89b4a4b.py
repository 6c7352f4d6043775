# irfuzz corpus v1
# signature: "roundtrip |  | Simplify | func _ / stmt N / if / then / stmt N / if / else / stmt N / for _ / iter arg N / valid_shape[_]: rows vs pl.min(rows, N) |  | "
# status: open
# oracle: roundtrip
# property:
# pass: Simplify
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 4686427508567532415
# case: 949
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-07T04:30:52Z
# last_seen: 2026-12-07T04:30:52Z
# pypto_finding: simplify-branch-constraint-rewrites-yield-type.py
# note: the real PyPTO reports the same TypeCheck 104 after Simplify (for form inside a nested branch, flag >= 1 under rows < 1, simplify_pass.cpp:737-745)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 1], pl.INT8]], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.INT8]:
        t: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        ln: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 1), 1)
        t_1: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        h: pl.Tile[[1, 1], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.cast(acc, target_type=pl.INT8, mode='trunc')
        if rows < 1:
            if flag < 1:
                o_1, c = pl.yield_(out, ln)
            else:
                for i, (o_2, c_1) in pl.pipeline(1, stage=3, init_values=(out, h)):
                    o_3, c_3 = pl.yield_(o_2, c_1)
                o_1, c = pl.yield_(o_3, ln)
            o_4, c_5 = pl.yield_(o_1, acc)
        else:
            o_4, c_5 = pl.yield_(out, acc)
        return o_4
