# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TFILLPAD_EXPAND |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: ClusterOutlined
# backend: Ascend950
# faults:
# seed: 5764904046915903223
# case: 2712
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-08T00:05:06Z
# last_seen: 2026-12-08T00:05:06Z
# pypto_finding: fillpad-expand-inherits-nz-off-box.py
# class: loud
# pinned: src/ir/op/tile_ops/elementwise.cpp:1408-1413
# kind: pypto-bug
# upstream: not reported upstream; the class of known/506e6d162f3a.py (docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"), signed by the output it leaves undefined
# note: the FP32 [8, 17] tile.fillpad_expand of a Mat [8, 8] load inherits its NZ layout, off the 16x8 FP32 box, so TFILLPAD_EXPAND and the TSTORE of it are illegal and out stays undefined; the real PyPTO's .pto, simulated (irfuzz sim -sut both -seed 5764904046915903223), has the same illegal TFILLPAD_EXPAND and all 136 elements undefined (it also loads the operand into L1 as an [8, 8] NZ tile and pushes it from the cube, the nz-tile-below-box.py and push-of-l1.py classes, which the model does not mirror)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 17], pl.FP32]]) -> pl.Tensor[[8, 17], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=None)
        p: pl.Tile[[8, 17], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_expand(t, [8, 17], pad_value=pl.PadValue.zero)
        o: pl.Tensor[[8, 17], pl.FP32] = pl.tile.store(p, [0, 0], out)
        acc: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t)
        return o
