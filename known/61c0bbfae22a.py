# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TSTORE(_ = tile.store @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_BIAS(_ = tile.matmul_bias @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: InOutUseValid
# backend: Ascend910B
# faults:
# seed: 8812975394956461460
# case: 3016
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-08T00:36:25Z
# last_seen: 2026-12-08T00:36:25Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s 910B campaign (issue 22)"
# note: the soundness form of known/ee5658dafacd.py: a one-row lhs tile.matmul_bias on 910B gets a one-row Acc tile, the a2a3 cube writes 16 rows (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode") at pitch 16, and the store reads the second N-fractal at pitch 1; the real PyPTO's .pto of this kernel, simulated, has the same pitch mismatch at the same TSTORE (irfuzz sim -backend 910B -sut both)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        t_2: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
        bm_1: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        acc_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(f, t_2, bm_1)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
