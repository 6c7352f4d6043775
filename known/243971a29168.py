# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMUL |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: HierarchyOutlined
# backend: Ascend910B
# faults:
# seed: 5767776038555231920
# case: 5528
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T00:07:14Z
# last_seen: 2026-12-08T00:07:14Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: a one-row lhs tile.matmul_bias on 910B (its bias a tile.full moved to Mat, so popped from the vector core), the [1, 32] Acc pushed to the vector core for a tile.mul and stored: the push reads the second N-fractal at pitch 1 where the a2a3 cube wrote at 16 (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode"); the model's .pto gives 16 undefined elements from [0 16], the real PyPTO's .pto (irfuzz sim -backend 910B -sut both) the same pitch mismatch and, as it also frees the bias pop before its TMOV (tfree-order.py), columns 0..15 wrong too (32 elements from [0 0])
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=1.0)
        t_5: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        f_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=2.0)
        bm_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat] = pl.tile.move(f_1, target_memory=pl.Mem.Mat)
        acc_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(f, t_5, bm_1)
        s: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.mul(acc_2, acc_2)
        o_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o_1
