# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TCAST |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: GraphBoundaryLegalized
# backend: Ascend910B
# faults:
# seed: 4320661554265750104
# case: 1568
# generator: gen/v1
# statements: 6
# count: 2
# first_seen: 2026-12-08T01:11:53Z
# last_seen: 2026-12-08T01:12:31Z
# pypto_finding: matmul-acc-one-row-lhs-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:177-184, :194-201 (tile.matmul_acc takes an lhs of fewer valid rows than the accumulator and keeps the accumulator's valid rows) and src/backend/common/pto_ops_elementwise.cpp:975-1055, :1102 (pto.tmatmul.acc whatever the lhs's valid rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"
# note: the class of known/2b6a434ce154.py, the product read through tile.cast: tile.matmul_acc(acc, ln, t) on 910B, acc [16, 16] fully valid and ln a set_validshape of t to min(rows, 16) rows, rows = 1 at the case's seed: a2a3 TMATMUL_ACC raises m = 1 to 16 (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode"), so rows 1..15 of ln's Left copy times t are added again into accumulator rows the type keeps, and the BF16 cast of the result doubles them. The real PyPTO's .pto of this kernel, simulated (irfuzz sim -backend 910B -sut both -seed 4320661554265750104), gives the model's numbers: want 9, got 18 at [1 1], 234 elements (the campaign's unminimized kernel stops in the real PyPTO at ExpandMixedKernel: 'rows__ssa_v0' used before definition in kernel_aic)
# original: f9ef5770d47f.orig.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.BF16], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.BF16]]) -> pl.Tensor[[16, 16], pl.BF16]:
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t)
        ln: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16])] = pl.tile.set_validshape(t, pl.min(rows, 16), 16)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, ln, t)
        h: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc_1, target_type=pl.BF16, mode='none')
        o: pl.Tensor[[16, 16], pl.BF16] = pl.tile.store(h, [0, 0], out)
        return o
