# irfuzz corpus v1
# signature: "simdiag | deadlock |  | wait-for cycle: aic0 MTE1 at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, MTE1, event N) -> aic0 MTE2 at aic0#N TPOP(_ = tile.tpop_from_aiv @N) waits for a TPUSH on channel N -> aiv0 MTE3 at aiv0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, MTE3, event N) -> aiv0 MTE2 at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waits for a TPUSH on channel N -> aic0 FIX at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (M, FIX, event N) -> aic0 M at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE1, M, event N) -> back to aic0 MTE1 |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: TileTypeCoherence
# backend: Ascend910B
# faults:
# seed: 2962585618938132640
# case: 590
# generator: gen/v1
# statements: 10
# count: 1
# first_seen: 2026-12-08T01:11:44Z
# last_seen: 2026-12-08T01:11:44Z
# pypto_finding: pipeline-vector-pops-before-pushes.py
# class: loud
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:191-198 (BodyHasCrossCorePair looks at the loop body's top-level statements only, so a pl.pipeline body whose AIC push is at the top and whose tpop is in a nested loop is not demoted to Sequential) and src/ir/transforms/canonicalize_io_order_pass.cpp:315-320, :376-387, :429-431 (ReorderRegion then sorts the replicated body by def-use edges only: the nested loops, statements with no stage key, go above every stage copy's matmul_bias and tpush_to_aiv)
# kind: pypto-bug
# upstream: not reported upstream; the class of known/d442cf37bfa9.py and known/74e5ef2e1805.py, here a matmul_bias whose accumulator is moved to Vec and multiplied again in a nested pl.range
# note: the kernel hangs: in PyPTO's 910B kernel_aic the three stage copies' nested loops pop the moved accumulator from the AIV before any matmul_bias pushes one, and kernel_aiv pops before it pushes; PyPTO's .pto and the model's, simulated (irfuzz sim -backend 910B -sut both -seed 2962585618938132640), report the same wait-for cycle (aic0 TPOP of mv_Left_mat on channel 0, aiv0 TPOP of mv on channel 1); with pl.range(4) in place of pl.pipeline(4, stage=3) neither deadlocks
# original: 238d4f5ec36e.orig.py
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.BF16], x_1: pl.Tensor[[4, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.pipeline(4, stage=3):
            t: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
            t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
            t_2: pl.Tile[[1, 16], pl.FP32] = pl.tile.load(x_1, [0, 0], [1, 16], [1, 16], target_memory=None)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t_1, t_2)
            mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
            for i_1 in pl.range(2):
                t_5: pl.Tile[[16, 1], pl.FP32] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=None)
                t_6: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
                acc_1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(mv, t_5, t_6)
        return out
