# irfuzz corpus v1
# signature: "simdiag | deadlock |  | wait-for cycle: aic0 MTE2 at aic0#N TPOP(_ = tile.tpop_from_aiv @N) waits for a TPUSH on channel N -> aiv0 MTE3 at aiv0#N WAIT_FLAG(system.sync_dst @N) waits for flag (V, MTE3, event N) -> aiv0 V at aiv0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, V, event N) -> aiv0 MTE2 at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waits for a TPUSH on channel N -> aic0 FIX at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (M, FIX, event N) -> aic0 M at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE1, M, event N) -> aic0 MTE1 at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, MTE1, event N) -> back to aic0 MTE2 |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: UseAfterDef
# backend: Ascend910B
# faults:
# seed: 8934854414140796531
# case: 1830
# generator: gen/v1
# statements: 9
# count: 2
# first_seen: 2026-12-07T23:37:28Z
# last_seen: 2026-12-07T23:38:07Z
# pypto_finding: pipeline-vector-pops-before-pushes.py
# class: loud
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:191-198 (BodyHasCrossCorePair looks at the loop body's top-level statements only, so a pl.pipeline body whose tpush is at the top and whose tpop is in a nested loop, on each core, is not demoted to Sequential) and src/ir/transforms/canonicalize_io_order_pass.cpp:315-320, :376-387, :429-431 (ReorderRegion then sorts the replicated body by def-use edges only: the nested loop, a statement with no stage key, goes above the same stage's fillpad and tpush_to_aic)
# kind: pypto-bug
# upstream: not reported upstream; the class of known/74e5ef2e1805.py (docs/findings.md, "The 2,000-case default campaign after the merges of 2026-12-07 (fourth session)"), here on Ascend910B
# note: the kernel hangs: after CanonicalizeIOOrder kernel_aiv pops the accumulator (both stage copies' inner loops) before it pushes the fillpad tile the cube's first matmul needs, and kernel_aic pops that tile before its first push; PyPTO's 910B .pto and the model's, simulated in program order, report the same wait-for cycle (irfuzz sim -backend 910B -sut both), and with the inner loop removed neither deadlocks. The InsertSync flags of the model's direct run only lengthen the cycle
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        v: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        for i, (o_1, c) in pl.pipeline(2, stage=2, init_values=(x, v)):
            t_1: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
            t_2: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
            rp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2, pad_value=pl.PadValue.zero)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_1, rp)
            for i_1, (o_2,) in pl.range(0, 6, 2, init_values=(o_1,)):
                h: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(acc, target_type=pl.BF16, mode='none')
                acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(h, h)
                o_3: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_2)
            o_4, c_1 = pl.yield_(o_3, c)
        return o_4
