# irfuzz corpus v1
# signature: "soundness | alignment |  | every verifier accepted every stage, yet aiv0#N TMULS(_ = tile.muls @N): source N operand address N in UB is not N-byte aligned |  | "
# status: open
# oracle: soundness
# property: alignment
# pass:
# profile: OrchestrationReferencesResolved
# backend: Ascend910B
# faults:
# seed: 1326382687262921153
# case: 542
# generator: gen/v1
# statements: 4
# count: 1
# first_seen: 2026-12-08T01:11:44Z
# last_seen: 2026-12-08T01:11:44Z
# pypto_finding: valid-slice-left-unaligned-view.py
# class: silent
# pinned: src/ir/transforms/canonicalize_tile_slice_pass.cpp:241-244 (a tile.slice carrying a valid_shape is never rewritten, so an FP32 slice at column 2 stays a view 8 bytes into its buffer)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, RF-B1 ("slices with a valid shape are not canonicalized")
# note: the soundness twin of known/2426643ffd27.py (the same kernel, every verifier of the real PyPTO accepts it): its .pto, simulated on 910B with -seed 1326382687262921153, has the TMULS source at UB 0x8, not 32-byte aligned
# original: befb3ec8d249.orig.py

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.tile.create([4, 4], dtype=pl.FP32, target_memory=None)
        fp: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t, pad_value=pl.PadValue.zero)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [4, 2], [0, 2], [4, 2])
        v: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.muls(sl, 0.0)
        return out
