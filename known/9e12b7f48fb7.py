# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TMATMUL_ACC |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: InlineFunctionsEliminated
# backend: Ascend950
# faults:
# seed: 7271151986852237141
# case: 5900
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-08T00:05:35Z
# last_seen: 2026-12-08T00:05:35Z
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: loud
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: K is aligned to 16 elements whatever the dtype (align_k = GetL0FractalAlignment()), so an INT8 [32, 2272] x [2272, 32] product splits at K = 208, inside a 16x32 INT8 box: the split's TEXTRACTs and TMATMULs are illegal and do not run, so the tail block's TMATMUL_ACC accumulates onto the L0C an earlier FP32 matmul_bias left (written at pitch 64, read at pitch 32) and all 1024 elements are wrong numbers, not undefined (the got-N form of known/606ae97e5d42.py). The model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -sut both), give the same numbers (want 172, got -1.05e9 at [0 0]) and the same illegal TEXTRACTs; PTOAS and pto-isa's Tile static_asserts refuse such a tile. The unminimized kernel stops the real PyPTO earlier, at ExpandMixedKernel's SSAVerify (an if's return var used outside its scope)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_2: pl.Tensor[[1, 64], pl.FP32], x_3: pl.Tensor[[64, 32], pl.FP32], x_5: pl.Tensor[[16, 48], pl.FP32], x_7: pl.Tensor[[64, 2272], pl.INT8], x_8: pl.Tensor[[2272, 32], pl.INT8], out: pl.Out[pl.Tensor[[64, 64], pl.INT32]]) -> pl.Tensor[[64, 64], pl.INT32]:
        t_5: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_3, [0, 0], [64, 16], [64, 16], target_memory=None)
        t_6: pl.Tile[[16, 48], pl.FP32] = pl.tile.load(x_5, [0, 0], [16, 48], [16, 48], target_memory=None)
        t_7: pl.Tile[[1, 48], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 48], [1, 48], target_memory=None)
        acc_2: pl.Tile[[64, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_5, t_6, t_7)
        t_9: pl.Tile[[32, 2272], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_7, [0, 0], [32, 2272], [32, 2272], target_memory=pl.Mem.Mat)
        t_10: pl.Tile[[2272, 32], pl.INT8, pl.Mem.Mat] = pl.tile.load(x_8, [0, 0], [2272, 32], [2272, 32], target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_9, t_10)
        o: pl.Tensor[[64, 64], pl.INT32] = pl.tile.store(acc_3, [0, 0], out)
        return o
