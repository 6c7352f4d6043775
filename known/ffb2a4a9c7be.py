# irfuzz corpus v1
# signature: "simdiag | deadlock |  | wait-for cycle: aic0 MTE1 at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, MTE1, event N) -> aic0 MTE2 at aic0#N TPOP(_ = tile.tpop_from_aiv @N) waits for a TPUSH on channel N -> aiv0 MTE3 at aiv0#N WAIT_FLAG(system.sync_dst @N) waits for flag (V, MTE3, event N) -> aiv0 V at aiv0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, V, event N) -> aiv0 MTE2 at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waits for a TPUSH on channel N -> aic0 FIX at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (M, FIX, event N) -> aic0 M at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE1, M, event N) -> back to aic0 MTE1 |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: SSAForm
# backend: Ascend910B
# faults:
# seed: 3388762286122924909
# case: 1130
# generator: gen/v1
# statements: 14
# count: 2
# first_seen: 2026-12-08T00:06:33Z
# last_seen: 2026-12-08T00:06:36Z
# pypto_finding: pipeline-vector-pops-before-pushes.py
# class: loud
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:191-198 (BodyHasCrossCorePair looks at the loop body's top-level statements only, so a pl.pipeline body whose tpush is at the top and whose tpop is in a nested loop, on each core, is not demoted to Sequential) and src/ir/transforms/canonicalize_io_order_pass.cpp:315-320, :376-387, :429-431 (ReorderRegion then sorts the replicated body by def-use edges only: the nested loop, a statement with no stage key, goes above the same stage's fillpad and tpush_to_aic)
# kind: pypto-bug
# upstream: not reported upstream; the class of known/d442cf37bfa9.py and known/74e5ef2e1805.py (docs/findings.md, "The 2,000-case default campaign after the merges of 2026-12-07 (fourth session)")
# note: the kernel hangs: the pl.pipeline(2, stage=2) body has every push and pop in nested loops (the i_3 loop pushes the gemv to the vector core and pops the matmul_acc lhs back, the i_5 loop pops g_1), so it is not demoted, and after CanonicalizeIOOrder kernel_aic runs both stage copies' i_3 loops before the first push of g_1 while kernel_aiv pops g_1 after the first copy's i_3 loop: each core waits for the other. The same wait-for cycle as known/d442cf37bfa9.py, entered at aic0 MTE1 instead of MTE2. On this kernel the real PyPTO stops first at InferTileMemorySpace (TileMemoryInferred: the tile.muls that is the i_5 loop's only statement reads g_1 in Acc, RF-S1, tilemem-sole-stmt-loop-body-consumer-no-move.py), which the model fixes; with a second statement in that loop the real PyPTO's 910B .pto and the model's, simulated (irfuzz sim -backend 910B -sut both), report the same cycle (aic0 TPOP of h at line 16 against aiv0 TPOP of g_1 at line 21)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        t_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        for i in pl.pipeline(2, stage=2):
            for i_3 in pl.range(2):
                t_7: pl.Tile[[1, 32], pl.INT8] = pl.tile.create([1, 32], dtype=pl.INT8, target_memory=None)
                g: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32])] = pl.tile.gemv(t_7, t_1, acc_phase='unspecified')
                h: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(g, target_type=pl.FP32, mode='round')
                t_10: pl.Tile[[32, 32], pl.FP32] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=None)
                c_5: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
                acc_2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_5, h, t_10)
            t_14: pl.Tile[[1, 32], pl.INT8] = pl.tile.create([1, 32], dtype=pl.INT8, target_memory=None)
            t_15: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
            g_1: pl.Tile[[16, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32])] = pl.tile.gemv(t_14, t_15, acc_phase='unspecified')
            for i_5 in pl.range(2):
                ep: pl.Tile[[16, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 32], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(g_1, 0.5)
        return out
