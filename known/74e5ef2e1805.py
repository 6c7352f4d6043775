# irfuzz corpus v1
# signature: "simdiag | deadlock |  | wait-for cycle: aic0 MTE1 at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, MTE1, event N) -> aic0 MTE2 at aic0#N TPOP(_ = tile.tpop_from_aiv @N) waits for a TPUSH on channel N -> aiv0 front end at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waits for space in the full MTE2 queue -> aiv0 MTE2 at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waits for a TPUSH on channel N -> aic0 FIX at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (M, FIX, event N) -> aic0 M at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE1, M, event N) -> back to aic0 MTE1 |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: HasMemRefs
# backend: Ascend950
# faults:
# seed: 3167820743655885800
# case: 132
# generator: gen/v1
# statements: 6
# count: 1
# first_seen: 2026-12-07T16:20:52Z
# last_seen: 2026-12-07T16:20:52Z
# pypto_finding: pipeline-vector-pops-before-pushes.py
# class: loud
# pinned: src/ir/transforms/canonicalize_io_order_pass.cpp:303-320 (ReorderRegion orders a replicated pipeline body by IO category under BuildStmtDependencyGraph, whose def-use edges do not order a tpop_from_aic loop after the tpush_to_aic of the same stage: kernel_aiv's pops move above its pushes; the real pipeline keeps push before pop through LowerPipelineLoops and first shows them swapped after CanonicalizeIOOrder)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 2,000-case default campaign after the merges of 2026-12-07 (fourth session)"
# note: the kernel hangs: kernel_aic pops the Vec operands its matmul_bias needs before its first push, kernel_aiv pops the accumulator before its first push; the model's PTO and PyPTO's deadlock the same way (irfuzz sim -sut both)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_2: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.pipeline(5, stage=3):
            t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[1, 16], pl.FP32] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=None)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t, t_1)
            for i_1 in pl.range(8):
                mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        return x_2
