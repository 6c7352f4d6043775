# irfuzz corpus v1
# signature: "simdiag | alignment |  | aiv0#N TMULS(_ = tile.muls @N): source N operand address N in UB is not N-byte aligned |  | "
# status: open
# oracle: simdiag
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
# note: a 4-argument tile.slice(fp, [4, 2], [0, 2], [4, 2]) of an FP32 [4, 4] fillpad result, read by tile.muls on 910B: the real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 1326382687262921153), declares the slice at UB 0x8 and has the same TMULS source not 32-byte aligned, as does the model's (AlignTileSlices leaves a padded slice a view); not the transpose_view departure 26a5ed5da6b8 (no view here, the row-major offset is the right one)
# original: 2426643ffd27.orig.py

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
