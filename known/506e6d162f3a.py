# irfuzz corpus v1
# signature: "simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N INT8[_] valid [_] NZ: shape [_] is not a multiple of the 16x32 NZ inner box |  | "
# status: open
# oracle: simdiag
# property: illegal
# pass:
# profile: NoRedundantBlocks
# backend: Ascend950
# faults:
# seed: 1864119596664723954
# case: 1400
# generator: gen/v1
# statements: 5
# count: 2
# first_seen: 2026-12-07T12:46:29Z
# last_seen: 2026-12-07T12:46:53Z
# pypto_finding: fillpad-expand-inherits-nz-off-box.py
# class: loud
# variants: (simdiag \| illegal \|  \| |soundness \| illegal \|  \| every verifier accepted every stage, yet )aiv0#N TFILLPAD_EXPAND\(_ = tile\.fillpad_expand @N\): destination operand UB@N (INT8\[_\] valid \[_\] NZ: shape \[_\] is not a multiple of the 16x32|(BF16|FP16)\[_\] valid \[_\] NZ: shape \[_\] is not a multiple of the 16x16|FP32\[_\] valid \[_\] NZ: shape \[_\] is not a multiple of the 16x8) NZ inner box \|  \|[ ]
# pinned: src/ir/op/tile_ops/elementwise.cpp:1408-1413
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"
# note: the real PyPTO's .pto, simulated (irfuzz sim -sut both), has the same illegal TFILLPAD_EXPAND: the expanded Vec tile inherits the Mat source's NZ layout, and INT8 [40, 48] is off the 16x32 box; the variants are the same bug in other dtypes (BF16 and FP16 off the 16x16 box, FP32 off the 16x8 one) and its soundness form, each checked on the real PyPTO's .pto (irfuzz sim -sut both): known/dfbba4af65e3.py (BF16, 950), a3256f776e12 and eb09b0a0580e (FP16, 910B), b6a07da28ea2 and 55834286ae1a (FP32, 910B), 220a59352fd0 (INT8 soundness, 950: the real PyPTO stops earlier at InferTileMemorySpace's TypeCheck, the stale carry view of departure 2, and under -verify none its .pto has the same illegal TFILLPAD_EXPAND); known/variants_forms_test.go lists them

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[32, 32], pl.FP32]], x_3: pl.Tensor[[32, 32], pl.INT8], out_1: pl.Out[pl.Tensor[[1, 32], pl.FP32]], out_2: pl.Out[pl.Tensor[[40, 48], pl.INT8]]) -> tuple[pl.Tensor[[32, 32], pl.FP32], pl.Tensor[[1, 32], pl.FP32], pl.Tensor[[40, 48], pl.INT8]]:
        t_2: pl.Tile[[1, 32], pl.INT8] = pl.tile.create([1, 32], dtype=pl.INT8, target_memory=None)
        t_3: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_3, [0, 0], [32, 32], [32, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_2, t_3, acc_phase='unspecified')
        p: pl.Tile[[40, 48], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_expand(t_3, [40, 48], pad_value=pl.PadValue.zero)
        o_2: pl.Tensor[[40, 48], pl.INT8] = pl.tile.store(p, [0, 0], out_2)
        return out, out_1, o_2
