# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TMATMUL |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 900672267878837978
# case: 1106
# generator: gen/v1
# statements: 7
# count: 3
# first_seen: 2026-12-08T00:04:51Z
# last_seen: 2026-12-08T00:05:05Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:56-90 (DeduceMatmulProductInfo takes the Acc's physical rows from the lhs: a one-row lhs gives tile.matmul, :93-122, a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the soundness form of known/cd6161918200.py (every verifier accepts the kernel): a one-row tile.matmul stored on 950 reads the second N-fractal at pitch 1 over L0C an earlier TMATMUL_BIAS wrote; the model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -sut both), give the same 16 wrong elements and the same pitch mismatch

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.BF16], x_1: pl.Tensor[[16, 32], pl.BF16], x_2: pl.Tensor[[1, 32], pl.FP32], x_3: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        t_1: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        t_2: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 32], [1, 32], target_memory=None)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t_1, t_2)
        t_3: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_3, [0, 0], [32, 32], [32, 32], target_memory=None)
        acc_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_2, t_3)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
