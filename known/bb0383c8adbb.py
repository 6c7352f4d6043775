# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TLOAD |  | out
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: NoNestedCalls
# backend: Ascend950
# faults:
# seed: 6097092995818734139
# case: 4884
# generator: gen/v1
# statements: 13
# count: 1
# first_seen: 2026-12-08T00:35:03Z
# last_seen: 2026-12-08T00:35:03Z
# pypto_finding: pipeline-vector-pops-before-pushes.py
# class: loud
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:191-198 (BodyHasCrossCorePair looks at the loop body's top-level statements only, so a pl.pipeline body whose AIV pop sits in an if is not demoted to Sequential) and src/ir/transforms/canonicalize_io_order_pass.cpp:315-320, :376-387, :429-431 (ReorderRegion then sorts the replicated body by def-use edges only: both stage copies' if, statements with no stage key, go above the tpush_to_aic of the Vec tile the cube pops first)
# kind: pypto-bug
# upstream: not reported upstream; the class of known/d442cf37bfa9.py and known/bfd6b8da254c.py (docs/findings.md, "The 60 s campaigns of the seventh session (2026-12-08)"), the pop in an if
# note: the soundness form of known/5d03016e322f.py (every verifier accepts the kernel): the pl.pipeline body hangs after CanonicalizeIOOrder puts kernel_aiv's pops above its pushes, so out stays undefined; PyPTO's .pto and the model's, simulated (irfuzz sim -sut both -seed 6097092995818734139), report the same wait-for cycle and the same 32 undefined elements
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_1: pl.Tensor[[32, 32], pl.INT8], x_6: pl.Tensor[[32, 32], pl.INT8], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 1], pl.INT8]]) -> pl.Tensor[[32, 1], pl.INT8]:
        t_1: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        for i in pl.pipeline(0, 6, 3, stage=2):
            t_4: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=pl.Mem.Vec)
            t_5: pl.Tile[[1, 32], pl.INT32] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=None)
            acc: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_bias(t_1, t_4, t_5)
            t_7: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
            if flag >= 3:
                pass
            else:
                t_8: pl.Tile[[32, 32], pl.INT8] = pl.tile.load(x_6, [0, 0], [32, 32], [32, 32], target_memory=None)
                rp: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_8, pad_value=pl.PadValue.zero)
                acc_4: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t_7, rp)
                ep_2: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_4, 0.5)
        t_11: pl.Tile[[32, 1], pl.INT8] = pl.tile.load(x_1, [0, 0], [32, 1], [32, 1], target_memory=None)
        o: pl.Tensor[[32, 1], pl.INT8] = pl.tile.store(t_11, [0, 0], out)
        return o
