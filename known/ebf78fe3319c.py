# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) reads aic0 L0C[N, N) at pitch N, but aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) (M) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: InOutUseValid
# backend: Ascend950
# faults:
# seed: 4184319588448289073
# case: 1682
# generator: gen/v1
# statements: 6
# count: 2
# first_seen: 2026-12-07T23:36:10Z
# last_seen: 2026-12-07T23:36:47Z
# origin: mutant
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: loud
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: an INT8 K of 2528 split at 848, inside a 16x32 box: the split's TEXTRACTs and TMATMULs are illegal and do not run, so the tail block's TMATMUL_ACC reads the L0C the dead BF16 product before it left (written at its compact pitch 16) at pitch 32. Without that product the model's and the real PyPTO's .pto give the same illegal TEXTRACTs (irfuzz sim -sut both). On this kernel the real PyPTO stops first at the compact-view TypeCheck 111 after AutoTileMatmulL0 (auto-tile-l0-init-drops-compact-view.py), where the model departs (docs/pypto-version.md, departure 1; -inject narrowed-acc-not-compact -verify full fails as the real one does)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 672], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        t: pl.Tile[[32, 672], pl.BF16, pl.Mem.Mat, pl.TileView(valid_shape=[1, 672])] = pl.tile.load(x, [0, 0], [32, 672], [1, 672], target_memory=pl.Mem.Mat)
        t_1: pl.Tile[[672, 48], pl.BF16, pl.Mem.Mat] = pl.tile.create([672, 48], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 48], compact=pl.CompactMode.normal)] = pl.tile.matmul(t, t_1)
        t_2: pl.Tile[[32, 2528], pl.INT8, pl.Mem.Mat] = pl.tile.create([32, 2528], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        t_3: pl.Tile[[2528, 32], pl.INT8, pl.Mem.Mat] = pl.tile.create([2528, 32], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_2, t_3)
        return out
