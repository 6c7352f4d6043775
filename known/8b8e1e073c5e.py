# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: CommDomainScopesMaterialized
# backend: Ascend910B
# faults:
# seed: 1337045222207907049
# case: 3194
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T20:17:26Z
# last_seen: 2026-12-07T20:17:26Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: a one-row lhs tile.matmul on 910B: the Acc tile has one row, the a2a3 cube writes 16 (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode") at pitch 16, and the FIX pipe reads the second N-fractal at pitch 1, the rows PyPTO declares; the real PyPTO's .pto, simulated, has the same wrong columns (sim/pto/testdata/findings/matmul-one-row-acc-a2a3.py)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        r: pl.Tile[[1, 16], pl.FP32] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=None)
        t_1: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(r, t_1)
        ep: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc, acc)
        return out
