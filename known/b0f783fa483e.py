# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: ArrayNotEscaped
# backend: Ascend910B
# faults:
# seed: 6169186888865419705
# case: 110
# generator: gen/v1
# statements: 5
# count: 2
# first_seen: 2026-12-07T20:49:25Z
# last_seen: 2026-12-07T20:49:33Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: a one-row lhs tile.matmul_acc on 910B, its [1, 32] Acc pushed: the a2a3 cube writes 16 rows (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode") at pitch 16, and the push reads the second N-fractal at pitch 1, the rows PyPTO declares
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[32, 32], pl.FP32]], out_1: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> tuple[pl.Tensor[[32, 32], pl.FP32], pl.Tensor[[32, 1], pl.FP32]]:
        t_3: pl.Tile[[1, 48], pl.BF16] = pl.tile.create([1, 48], dtype=pl.BF16, target_memory=None)
        t_5: pl.Tile[[48, 32], pl.BF16] = pl.tile.create([48, 32], dtype=pl.BF16, target_memory=None)
        acc_1: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        acc_3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, t_3, t_5)
        s: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc_3, acc_3)
        return out, out_1
