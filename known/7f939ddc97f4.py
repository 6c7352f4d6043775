# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 3261616061788003895
# case: 1376
# generator: gen/v1
# statements: 4
# count: 4
# first_seen: 2026-12-08T00:04:53Z
# last_seen: 2026-12-08T00:05:26Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:56-90 (DeduceMatmulProductInfo takes the Acc's physical rows from the lhs: a one-row lhs gives tile.matmul, :93-122, a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the soundness form of known/9731bf96f8ec.py (every verifier accepts the kernel): a one-row tile.matmul stored on 950, columns 16..31 read from never-written L0C at pitch 1; the model's .pto and the real PyPTO's .pto, simulated (irfuzz sim -sut both), give the same 16 undefined elements
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_2: pl.Tensor[[1, 32], pl.FP32], x_3: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t_2: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x_2, [0, 0], [1, 32], [1, 32], target_memory=None)
        t_3: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_3, [0, 0], [32, 32], [32, 32], target_memory=None)
        acc_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_2, t_3)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
