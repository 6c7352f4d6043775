# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: UseAfterDef
# backend: Ascend910B
# faults:
# seed: 2484956248879372717
# case: 768
# generator: gen/v1
# statements: 6
# count: 2
# first_seen: 2026-12-08T00:22:15Z
# last_seen: 2026-12-08T00:22:18Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: the soundness form of known/c36490371af5.py: a one-row lhs tile.matmul_acc on 910B whose init_cond (n >= 1) holds at the case's seed, so a plain TMATMUL, its [1, 32] Acc pushed to the vector core for a tile.row_sum: the a2a3 cube writes 16 rows (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode") at pitch 16, and the push reads the second N-fractal at pitch 1, the rows PyPTO declares; the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 2484956248879372717), shows the same pitch mismatch, and so does its .pto of the unminimized kernel
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=2.0)
        t_2: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
        c: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        acc_3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, f, t_2, n >= 1)
        tmp: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        ep: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.row_sum(acc_3, tmp)
        return out
