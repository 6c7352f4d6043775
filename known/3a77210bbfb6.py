# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_BIAS(_ = tile.matmul_bias @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: PipelineResolved
# backend: Ascend910B
# faults:
# seed: 4034312288240097187
# case: 4138
# generator: gen/v1
# statements: 12
# count: 3
# first_seen: 2026-12-07T14:52:52Z
# last_seen: 2026-12-07T14:54:45Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s 910B campaign (issue 22)"
# note: a one-row lhs tile.matmul_bias on 910B: the Acc tile has one row, the a2a3 cube writes 16 (pto-isa npu/a2a3/TMatmul.hpp "avoid gemv mode") at pitch 16, and the store reads the second N-fractal at pitch 1; the real PyPTO's .pto, simulated, has the same wrong columns 16..31 (irfuzz sim -sut both)
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[1, 32], pl.INT8], x_5: pl.Tensor[[32, 32], pl.INT8], x_9: pl.Tensor[[32, 32], pl.BF16], x_10: pl.Tensor[[32, 48], pl.BF16], x_11: pl.Tensor[[1, 32], pl.INT32], out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        t_5: pl.Tile[[1, 32], pl.INT8] = pl.tile.load(x_4, [0, 0], [1, 32], [1, 32], target_memory=None)
        t_6: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_5, [0, 0], [32, 32], [32, 32], target_memory=None)
        l_2: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_5, pad_value=pl.PadValue.zero)
        l_3: pl.Tile[[1, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(l_2, pad_value=pl.PadValue.zero)
        t_11: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_9, [0, 0], [32, 32], [32, 32], target_memory=None)
        t_12: pl.Tile[[32, 48], pl.BF16] = pl.tile.load(x_10, [0, 0], [32, 48], [32, 48], target_memory=None)
        acc_5: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_11, t_12)
        acc_5_1: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_5, t_11, t_12)
        t_13: pl.Tile[[1, 32], pl.INT32] = pl.tile.load(x_11, [0, 0], [1, 32], [1, 32], target_memory=None)
        acc_6: pl.Tile[[1, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(l_2, t_6, t_13)
        v: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc_6)
        o: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(v, [0, 0], out)
        return o
