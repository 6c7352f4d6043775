# irfuzz corpus v1
# signature: "contract | TypeCheck | FlattenTileNdTo2D | Valid shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = rows, but yield value[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | "
# status: open
# oracle: contract
# property: TypeCheck
# pass: FlattenTileNdTo2D
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 4264720740276113777
# case: 244
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T01:10:32Z
# last_seen: 2026-12-08T01:10:32Z
# pypto_finding: simplify-branch-constraint-rewrites-assign-var-type.py
# class: loud
# pinned: src/ir/transforms/simplify_pass.cpp:421-425, :180-182, :727-745, src/ir/transforms/flatten_tile_nd_to_2d/rewrite.cpp:1013-1024
# kind: pypto-bug
# upstream: not reported upstream; the class of known/7019cff41222.py (docs/findings.md, Simplify's branch-constraint type rewrite)
# note: the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) reports the same TypeCheck 104 after FlattenTileNdTo2D (ForStmt declared iter_arg rows vs yield pl.min(rows, 1), yield vs return_var); -dump-after all shows Simplify, in the else branch of rows >= 1 (constraint rows < 1), rewriting the valid rows pl.min(rows, 1) of sl_3, the matmul_acc and the loop's iter arg / return var to rows (consistent, so it passes there); FlattenTileNdTo2D re-creates tile.slice and tile.matmul_acc through the OpRegistry, which re-deduces pl.min(rows, 1) for the yielded value while the iter arg keeps rows

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], x_7: pl.Tensor[[1, 2], pl.FP32], out: pl.Out[pl.Tensor[[2, 1], pl.FP32]]) -> pl.Tensor[[2, 1], pl.FP32]:
        acc_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        if rows >= 1:
            pass
        else:
            ln: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 1])] = pl.tile.set_validshape(acc_2, pl.min(rows, 1), 1)
            t_8: pl.Tile[[1, 2], pl.FP32] = pl.tile.load(x_7, [0, 0], [1, 2], [1, 2], target_memory=None)
            acc_3: pl.Tile[[1, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_8)
            for i_6, (acc_4,) in pl.range(2, init_values=(acc_3,)):
                sl_3: pl.Tile[[1, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.tile.slice(acc_3, [1, 2], [0, 0])
                acc_5: pl.Tile[[1, 2], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 2], compact=pl.CompactMode.normal)] = pl.yield_(pl.tile.matmul_acc(sl_3, ln, t_8))
        return out
