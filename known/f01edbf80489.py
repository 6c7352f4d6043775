# irfuzz corpus v1
# signature: "simdiag | deadlock |  | aiv0 MTE2 blocks at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waiting for a TPUSH on channel N: nothing is ever pushed on channel N |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: MixedKernelExpanded
# backend: Ascend910B
# faults:
# seed: 7511936000824115855
# case: 4082
# generator: gen/v1
# statements: 4
# count: 2
# first_seen: 2026-12-08T00:36:35Z
# last_seen: 2026-12-08T00:36:50Z
# pypto_finding: push-of-vec-tile-moved-to-l1.py
# class: loud
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:977-983 (the AIC consumer lane aliases a boundary tile.move's source to its tpop, seeded into the clone at :1398-1417), src/ir/op/tile_ops/cross_core.cpp:445-457 (tile.tpush_to_aiv states no memory for its tile), src/backend/common/pto_ops_crosscore.cpp:216-248 (the push is emitted whatever the tile's space)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: the deadlock form of known/fbcd9132071c.py: the kernel's hand-written tpush_to_aiv pushes the Vec tile f, which a tile.move also carries into Mat; ExpandMixedKernel gives the AIC side the move's tpop (bm, in Mat) for f, so the cube pushes an L1 tile, which TPUSH cannot (it takes Acc or UB), and the vector core's tpop_from_aic waits for a push that never comes. The real PyPTO's .pto, simulated (irfuzz sim -backend 910B -sut both -seed 7511936000824115855), has the same illegal aic0 TPUSH and the same aiv0 (and aiv1) TPOP left waiting on channel 1, and so does the model's

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        f: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
        bm: pl.Tile[[1, 8], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(f, split=0)
        pop: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        return out
