# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want NaN, got undefined (N elements differ); stored by TSTORE from TMOV |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: Default
# backend: Ascend910B
# faults:
# seed: 1583357862871603386
# case: 5334
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-08T01:12:27Z
# last_seen: 2026-12-08T01:12:27Z
# pypto_finding: fillpad-expand-inherits-nz-off-box.py
# class: loud
# pinned: src/ir/op/tile_ops/elementwise.cpp:1408-1413
# kind: pypto-bug
# upstream: not reported upstream; the class of known/506e6d162f3a.py (docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"), signed by the output it leaves undefined
# note: the soundness twin of known/c93fe8eb1c71.py (x is [32, 16]; every verifier of the real PyPTO accepts it): the BF16 form, want NaN (the reference's sqrt of negative inputs): the [16, 17] tile.fillpad_expand of a [16, 16] load that a (dead) matmul places in Mat inherits its NZ layout, off the 16x16 BF16 box, so TFILLPAD_EXPAND, the TMOVs around the sqrt and the TSTORE are illegal and out stays undefined (signed by the TMOV). The real PyPTO's 910B .pto, simulated (irfuzz sim -backend 910B -sut both -seed 1583357862871603386), has the same illegal TFILLPAD_EXPAND, TMOVs and TSTORE and the same 272 undefined elements from [0 0] (and the TPUSH of the L1 tile, push-of-l1.py, so its vector cores wait on that pop); the unminimized kernel stops the real PyPTO at MemoryReuse (cannot reconcile divergent L0C accumulator buffers)
# original: ac049d296619.orig.py
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.BF16], out: pl.Out[pl.Tensor[[16, 17], pl.BF16]]) -> pl.Tensor[[16, 17], pl.BF16]:
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [16, 0], [16, 16], [16, 16], target_memory=None)
        p: pl.Tile[[16, 17], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_expand(t, [16, 17], pad_value=pl.PadValue.zero)
        t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        v: pl.Tile[[16, 17], pl.BF16, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.sqrt(p)
        o: pl.Tensor[[16, 17], pl.BF16] = pl.tile.store(v, [0, 0], out)
        return o
