# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: ClusterOutlined
# backend: Ascend950
# faults:
# seed: 1416549316433199531
# case: 504
# generator: gen/v1
# statements: 6
# count: 4
# first_seen: 2026-12-08T00:04:45Z
# last_seen: 2026-12-08T00:05:35Z
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: loud
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: an INT8 [32, 2272] x [2272, 32] tile.matmul split at K = 208, inside a 16x32 box: the split's TEXTRACTs and TMATMULs are illegal and do not run, so the tail block's TMATMUL_ACC reads the L0C a dead BF16 product before it left (a matmul_acc(..., True), a plain TMATMUL, at pitch 64) at pitch 32 (the TMATMUL form of known/ebf78fe3319c.py). The model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -sut both), give the same pitch mismatch and illegal TEXTRACTs. The unminimized kernel stops the real PyPTO at codegen (a loop with a negative step, which the model's PTO emitter refuses too)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        t: pl.Tile[[64, 64], pl.BF16] = pl.tile.create([64, 64], dtype=pl.BF16, target_memory=None)
        c: pl.Tile[[64, 64], pl.FP32] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t, True)
        t_1: pl.Tile[[32, 2272], pl.INT8, pl.Mem.Mat] = pl.tile.create([32, 2272], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        t_2: pl.Tile[[2272, 32], pl.INT8, pl.Mem.Mat] = pl.tile.create([2272, 32], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_2)
        return out
