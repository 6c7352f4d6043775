# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N BF16[_] valid [_] NZ: shape [_] is not a multiple of the 16x16 NZ inner box |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 7038437887336778296
# case: 146
# generator: gen/v1
# statements: 5
# count: 1
# first_seen: 2026-12-07T13:25:28Z
# last_seen: 2026-12-07T13:25:28Z
# pypto_finding: fillpad-expand-inherits-nz-off-box.py
# class: loud
# pinned: src/ir/op/tile_ops/elementwise.cpp:1408-1413
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the BF16 form (16x16 NZ box) of 506e6d162f3a: the expanded Vec tile inherits the Mat source's NZ layout

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.BF16], x_1: pl.Tensor[[2, 16], pl.BF16], out: pl.Out[pl.Tensor[[2, 33], pl.BF16]]) -> pl.Tensor[[2, 33], pl.BF16]:
        t_1: pl.Tile[[1, 2], pl.BF16] = pl.tile.create([1, 2], dtype=pl.BF16, target_memory=None)
        t_2: pl.Tile[[2, 16], pl.BF16] = pl.tile.load(x_1, [0, 0], [2, 16], [2, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2, acc_phase='unspecified')
        p: pl.Tile[[2, 33], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_expand(t_2, [2, 33], pad_value=pl.PadValue.zero)
        o: pl.Tensor[[2, 33], pl.BF16] = pl.tile.store(p, [0, 0], out)
        return o
