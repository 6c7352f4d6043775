# irfuzz corpus v1
# signature: "simdiag | deadlock |  | wait-for cycle: aic0 M at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE1, M, event N) -> aic0 MTE1 at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, MTE1, event N) -> aic0 MTE2 at aic0#N TPOP(_ = tile.tpop_from_aiv @N) waits for a TPUSH on channel N -> aiv0 MTE3 at aiv0#N WAIT_FLAG(system.sync_dst @N) waits for flag (V, MTE3, event N) -> aiv0 V at aiv0#N WAIT_FLAG(system.sync_dst @N) waits for flag (MTE2, V, event N) -> aiv0 MTE2 at aiv0#N TPOP(_ = tile.tpop_from_aic @N) waits for a TPUSH on channel N -> aic0 FIX at aic0#N WAIT_FLAG(system.sync_dst @N) waits for flag (M, FIX, event N) -> back to aic0 M |  | "
# status: open
# oracle: simdiag
# property: deadlock
# pass:
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 3442541620297688605
# case: 4196
# generator: gen/v1
# statements: 15
# count: 2
# first_seen: 2026-12-08T00:34:56Z
# last_seen: 2026-12-08T00:35:03Z
# pypto_finding: pipeline-vector-pops-before-pushes.py
# class: loud
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:191-198 (BodyHasCrossCorePair looks at the loop body's top-level statements only, so a pl.pipeline body whose AIV pop sits in an if is not demoted to Sequential) and src/ir/transforms/canonicalize_io_order_pass.cpp:315-320, :376-387, :429-431 (ReorderRegion then sorts the replicated body by def-use edges only: both stage copies' if, statements with no stage key, go above the tpush_to_aic of the Vec tile the cube pops first)
# kind: pypto-bug
# upstream: not reported upstream; the class of known/d442cf37bfa9.py and known/bfd6b8da254c.py (docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"), the pop in an if
# note: the kernel hangs: in a pl.pipeline(stage=2) body the cube pops a Vec tile t_4 (the rhs of a matmul_bias) at the top and, in the else branch of an if, the fillpad tile rp; after CanonicalizeIOOrder kernel_aiv runs both stage copies' if (push rp, pop the accumulator acc_4) before it pushes either t_4, so the cube's first pop takes rp and its second waits for a push the vector core never reaches (it waits on the accumulator). PyPTO's .pto and the model's, simulated in program order (irfuzz sim -sut both -seed 3442541620297688605), report the same wait-for cycle (TPOP rp on aic0 -> TPOP acc_4 on aiv0); the flags of the model's direct run only lengthen it
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_8: pl.Tensor[[32, 32], pl.INT8], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 32], pl.INT32]]) -> pl.Tensor[[32, 32], pl.INT32]:
        t_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        for i in pl.pipeline(0, 12, 3, stage=2):
            t_4: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=pl.Mem.Vec)
            t_5: pl.Tile[[1, 32], pl.INT32] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=None)
            acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_1, t_4, t_5)
            t_7: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
            acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_7, t_7)
            t_9: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
            if flag >= 3:
                mv: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(slayout=pl.TileLayout.row_major)] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major)
            else:
                t_10: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_8, [0, 0], [32, 32], [32, 32], target_memory=None)
                rp: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_10, pad_value=pl.PadValue.zero)
                acc_2: pl.Tile[[32, 32], pl.INT32] = pl.tile.create([32, 32], dtype=pl.INT32, target_memory=None)
                acc_4: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_2, t_9, rp)
                ep_2: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_4, 0.5)
        return out
