# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TMATMUL_ACC |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: PipelineLoopValid
# backend: Ascend910B
# faults:
# seed: 7423028069163843931
# case: 4194
# generator: gen/v1
# statements: 7
# count: 3
# first_seen: 2026-12-08T00:22:48Z
# last_seen: 2026-12-08T00:22:58Z
# pypto_finding: matmul-acc-one-row-lhs-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:177-184, :194-201 (tile.matmul_acc takes an lhs of fewer valid rows than the accumulator and keeps the accumulator's valid rows) and src/backend/common/pto_ops_elementwise.cpp:975-1055, :1102 (pto.tmatmul.acc whatever the lhs's valid rows)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"
# note: tile.matmul_acc(acc, ln, t_1) on 910B, acc [16, 16] fully valid and ln a set_validshape of a zero tile to min(rows, 16) rows, rows = 1 at the case's seed: a2a3 TMATMUL_ACC raises m = 1 to 16 (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode"), so the cube also adds L0A rows 1..15, stale rows of t_1's Left copy at the same address, times t_1 into accumulator rows 1..15, which the type says stay as they were. The real PyPTO stops this kernel at ExpandMixedKernel's UseAfterDef (expand-mixed-tpop-type-keeps-original-param.py, verifier only); under -verify none its .pto, simulated (irfuzz sim -backend 910B -sut both -verify none -seed 7423028069163843931), gives the model's numbers: want 0, got -32 at [1 0], 236 elements. With a constant valid row count of 1 it passes the verifiers and computes the same wrong rows; on 950 it computes right

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[80, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t_1: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        t_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        c: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t_1, t_2, True)
        ln: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 16])] = pl.tile.set_validshape(t_2, pl.min(rows, 16), 16)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, ln, t_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
