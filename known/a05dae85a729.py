# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want NaN, got undefined (N elements differ); stored by TSTORE from TMATMUL_ACC |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: ArrayNotEscaped
# backend: Ascend910B
# faults:
# seed: 540838748419703498
# case: 5484
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T00:23:00Z
# last_seen: 2026-12-08T00:23:00Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280 (a one-row lhs gives a one-row Acc) and src/codegen/pto/pto_type_utils.cpp:173-175 (the Acc tile is declared with its type's rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "Accumulators declared with their type's rows (sixth session)"
# note: the soundness form of known/2722148d5f89.py (the same kernel): a one-row lhs tile.matmul_acc on 910B stored, columns 16..31 read at pitch 1 where the a2a3 cube wrote at 16; the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 540838748419703498), gives the same 16 undefined elements

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 32], pl.FP32], x_1: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 32], pl.FP32]]) -> pl.Tensor[[1, 32], pl.FP32]:
        t: pl.Tile[[1, 32], pl.FP32] = pl.tile.load(x, [0, 0], [1, 32], [1, 32], target_memory=None)
        v: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t)
        t_1: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(x_1, [0, 0], [32, 32], [32, 32], target_memory=None)
        c: pl.Tile[[1, 32], pl.FP32] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, v, t_1, True)
        acc_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, v, t_1)
        o: pl.Tensor[[1, 32], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
