# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TROW_SUM |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: Default
# backend: Ascend910B
# faults:
# seed: 7651632195099072800
# case: 3430
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-08T00:36:29Z
# last_seen: 2026-12-08T00:36:29Z
# pypto_finding: matmul-acc-one-row-lhs-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:177-184, :194-201 (tile.matmul_acc takes an lhs of fewer valid rows than the accumulator and keeps the accumulator's valid rows) and src/backend/common/pto_ops_elementwise.cpp:975-1055, :1102 (pto.tmatmul.acc whatever the lhs's valid rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"
# note: the class of known/2b6a434ce154.py, the product read through tile.row_sum: tile.matmul_acc(acc, ln, t) on 910B, acc [16, 16] fully valid and ln a set_validshape of t to min(rows, 1) rows: a2a3 TMATMUL_ACC raises m = 1 to 16 (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode"), so rows 1..15 of ln's Left copy times t are added into accumulator rows the type keeps, and their row sums come out wrong. The real PyPTO's .pto of this kernel, simulated (irfuzz sim -backend 910B -sut both -seed 7651632195099072800), gives the model's numbers: want -32, got -64 at [1 0], 15 elements (the unminimized kernel stops the real PyPTO's .pto earlier, at the push-of-l1.py TPUSH)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.BF16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        c: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t, True)
        ln: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 16])] = pl.tile.set_validshape(t, pl.min(rows, 1), 16)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, ln, t)
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        ep: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(acc_1, tmp)
        o: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(ep, [0, 0], out)
        return o
