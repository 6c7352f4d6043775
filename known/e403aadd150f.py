# irfuzz corpus v1
# signature: "roundtrip |  | LowerCompositeOps | valid_shape[_]: pl.min(_, N) vs _ |  | "
# status: open
# oracle: roundtrip
# property:
# pass: LowerCompositeOps
# profile: DistTensorCtxMaterialized
# backend: Ascend950
# faults:
# seed: 9150666005412105563
# case: 2526
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T00:34:42Z
# last_seen: 2026-12-08T00:34:42Z
# pypto_finding: lower-composite-cos-keeps-branch-simplified-var-type.py
# class: silent
# pinned: src/ir/transforms/lower_composite_ops_pass.cpp:2261-2263, :811, src/ir/transforms/simplify_pass.cpp:180-182, :727-735
# kind: pypto-bug
# upstream: unknown
# note: under the branch rows < 1 Simplify rebuilds the Var of v = tile.cos(acc) with valid rows rows (acc, defined before the if, keeps pl.min(rows, 1)) and the cos Call with it, so the program still round-trips; LowerCompositeOps then binds the cos decomposition's last tile.mul, typed pl.min(rows, 1) from acc, to a MutableCopy of the AssignStmt whose Var keeps rows, and the parser gives the reparsed Call the annotation's type; the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) fails its round trip after LowerCompositeOps at ['kernel'].body[5].then_body[33].value.type, and its default compile goes through

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[1, 1], pl.BF16]) -> pl.Tensor[[1, 1], pl.BF16]:
        t: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        ln: pl.Tile[[1, 1], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(t, pl.min(rows, 1), 1)
        t_1: pl.Tile[[1, 1], pl.BF16] = pl.tile.create([1, 1], dtype=pl.BF16, target_memory=None)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        h: pl.Tile[[1, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.cast(acc, target_type=pl.BF16, mode='none')
        if rows < 1:
            v: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.cos(acc)
            c, o_1 = pl.yield_(h, x_1)
        else:
            c, o_1 = pl.yield_(h, x_1)
        return o_1
