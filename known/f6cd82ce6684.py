# irfuzz corpus v1
# signature: "soundness | illegal |  | every verifier accepted every stage, yet aic0#N TPUSH(tile.tpush_to_aiv @N): TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1 |  | "
# status: open
# oracle: soundness
# property: illegal
# pass:
# profile: MixedKernelExpanded
# backend: Ascend950
# faults:
# seed: 6070385761478080093
# case: 2546
# generator: gen/v1
# statements: 3
# count: 2
# first_seen: 2026-12-08T00:21:16Z
# last_seen: 2026-12-08T00:21:42Z
# pypto_finding: push-of-vec-tile-moved-to-l1.py
# class: loud
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:977-983 (the AIC consumer lane aliases a boundary tile.move's source to its tpop, seeded into the clone at :1398-1417), src/ir/op/tile_ops/cross_core.cpp:445-457 (tile.tpush_to_aiv states no memory for its tile), src/backend/common/pto_ops_crosscore.cpp:216-248 (the push is emitted whatever the tile's space)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: the kernel's hand-written tpush_to_aiv (a cube op) pushes the Vec tile f, which a tile.move also carries into Mat; ExpandMixedKernel gives the AIC side the move's tpop (bm, in Mat) for f, so the cube pushes an L1 tile, which TPUSH cannot (it takes Acc or UB). The real PyPTO's .pto, simulated (irfuzz sim -sut both -seed 6070385761478080093), has the same illegal aic0 TPUSH of bm__ssa_v0, and so does the model's; without the move the real pass fails loud (UseAfterDef of f in kernel_aic). Repro: push-of-vec-tile-moved-to-l1.py (push-of-l1.py reaches the same illegal push through InferTileMemorySpace's Mat->Vec move, which the model does not mirror). The unminimized kernel stops the real PyPTO earlier, at AutoTileMatmulL0 (TypeCheck 111, departure 1)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        f: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
        bm: pl.Tile[[1, 8], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(f, split=0)
        return out
