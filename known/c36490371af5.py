# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: AccStorePhaseValid
# backend: Ascend910B
# faults:
# seed: 7261745263481268763
# case: 960
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T23:46:21Z
# last_seen: 2026-12-07T23:46:21Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: a one-row lhs tile.matmul_acc with init_cond=True (a plain TMATMUL) on 910B, its [1, 32] Acc pushed to the vector core for a tile.maximum: the a2a3 cube writes 16 rows (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode") at pitch 16, and the push reads the second N-fractal at pitch 1, the rows PyPTO declares; the model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -sut both), show the same pitch mismatch (the init_cond form of known/b0f783fa483e.py)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[16, 1], pl.FP32]], out_1: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[1, 32], pl.FP32]]:
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=-1.0)
        t_8: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
        c_3: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        acc_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_3, f, t_8, True)
        s_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.maximum(acc_2, acc_2)
        return out, out_1
