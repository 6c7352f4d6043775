# irfuzz corpus v1
# signature: "soundness | illegal |  | every verifier accepted every stage, yet aic0#N TEXTRACT(_ = tile.extract @N): destination operand L0A@N INT8[_] valid [_] ZZ compact: shape [_] is not a multiple of the 16x32 ZZ inner box |  | "
# status: open
# oracle: soundness
# property: illegal
# pass:
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 7305490110991060622
# case: 662
# generator: gen/v1
# statements: 3
# count: 2
# first_seen: 2026-12-07T14:57:05Z
# last_seen: 2026-12-07T14:57:12Z
# origin: mutant
# pypto_finding: auto-tile-l0-int8-k-off-box.py
# class: loud
# pinned: src/ir/transforms/auto_tile_matmul_l0_pass.cpp:947-949
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: known/125eccd0db4d.py with a row-narrowed (compact) Left tile: an INT8 K of 2528 splits at 1264, inside a 16x32 box (the real PyPTO's AutoTileMatmulL0 picks the same step); on this kernel the real PyPTO stops first at the compact-view TypeCheck violation (auto-tile-l0-init-drops-compact-view.py)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_2: pl.Tensor[[16, 2528], pl.INT8], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        t_2: pl.Tile[[16, 2528], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[1, 2528])] = pl.tile.load(x_2, [0, 0], [16, 2528], [1, 2528], target_memory=pl.Mem.Mat)
        t_3: pl.Tile[[2528, 16], pl.INT8, pl.Mem.Mat] = pl.tile.create([2528, 16], dtype=pl.INT8, target_memory=pl.Mem.Mat)
        acc_1: pl.Tile[[16, 16], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(t_2, t_3)
        return out
