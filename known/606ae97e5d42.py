# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL_ACC |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: AccStorePhaseValid
# backend: Ascend950
# faults:
# seed: 9017072067844715108
# case: 625
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-07T09:14:00Z
# last_seen: 2026-12-07T09:14:00Z
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: loud
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: K is aligned to 16 elements whatever the dtype (align_k = GetL0FractalAlignment()), so an INT8 K of 1120 splits at 560, inside a 16x32 INT8 box; the real PyPTO's .pto simulated shows it (sim/pto/testdata/findings/auto-tile-l0-int8-k-off-box.py); PTOAS and pto-isa's Tile static_asserts refuse such a tile

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 1120], pl.INT8], x_1: pl.Tensor[[1120, 32], pl.INT8], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        t: pl.Tile[[32, 1120], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 1120], [32, 1120], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[1120, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_1, [0, 0], [1120, 32], [1120, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        o: pl.Tensor[[32, 32], pl.INT32] = pl.tile.store(acc, [0, 0], out)
        return o
