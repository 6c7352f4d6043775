# irfuzz corpus v1
# signature: "soundness | pitch-mismatch |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_BIAS(_ = tile.matmul_bias @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: soundness
# property: pitch-mismatch
# pass:
# profile: PipelineResolved
# backend: Ascend910B
# faults:
# seed: 4034312288240097187
# case: 4138
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-12-07T14:52:52Z
# last_seen: 2026-12-07T14:52:52Z
# pypto_finding: matmul-one-row-acc-a2a3.py
# class: silent
# pinned: src/ir/op/tile_ops/matmul.cpp:218-280
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s 910B campaign (issue 22)"
# note: the one-row tile.matmul_bias of matmul-one-row-acc-a2a3.py, its [1, 32] Acc read by the cross-core push (FIX) instead of a store: the a2a3 cube wrote the tile's second N-fractal at pitch 16, elsewhere, so the push reads bytes another matmul left there. irfuzz's PTO reader does not take the real PyPTO's 910B mixed-kernel .pto (gm_slot_buffer), so sim -sut both was run on the store form
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 64], pl.INT32]]) -> pl.Tensor[[1, 64], pl.INT32]:
        t_5: pl.Tile[[1, 32], pl.INT8] = pl.tile.create([1, 32], dtype=pl.INT8, target_memory=None)
        t_6: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        t_11: pl.Tile[[64, 32], pl.BF16] = pl.tile.create([64, 32], dtype=pl.BF16, target_memory=None)
        t_12: pl.Tile[[32, 48], pl.BF16] = pl.tile.create([32, 48], dtype=pl.BF16, target_memory=None)
        acc_5: pl.Tile[[64, 48], pl.FP32] = pl.tile.create([64, 48], dtype=pl.FP32, target_memory=None)
        acc_5_1: pl.Tile[[64, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_5, t_11, t_12)
        t_13: pl.Tile[[1, 32], pl.INT32] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=None)
        acc_6: pl.Tile[[1, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_5, t_6, t_13)
        v: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc_6)
        return out
