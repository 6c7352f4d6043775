# irfuzz corpus v1
# signature: "simdiag | pitch-mismatch |  | aic0#N TMOV(_ = tile.move @N) (MTE1) reads aic0 L1[N, N) at pitch N, but aic0#N TFREE(system.tfree_to_aiv @N) (MTE2) wrote it at pitch N |  | "
# status: open
# oracle: simdiag
# property: pitch-mismatch
# pass:
# profile: HasMemRefs
# backend: Ascend910B
# faults:
# seed: 7872036489427253512
# case: 1668
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-08T00:36:12Z
# last_seen: 2026-12-08T00:36:12Z
# pypto_finding: pipeline-push-order-invariant-first.py
# class: silent
# pinned: src/ir/transforms/canonicalize_io_order_pass.cpp:367-387, :429-431 (ReorderRegion keys a push by the pipeline_membership of its tile; a tile defined before the loop has none, so its push sorts, key "", before every stage copy's push of a tile computed in the body), src/ir/transforms/utils/stmt_dependency_analysis.cpp:63-82 (def-use edges only: two pushes on one pipe share none) and src/ir/transforms/skew_cross_core_pipeline_pass.cpp:191-198 (a pipeline whose AIV side only pushes and AIC side only pops is not demoted, against the assumption at canonicalize_io_order_pass.cpp:79-82)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s 910B campaign (issue 22)"
# note: kernel_aiv of the pl.pipeline(2, stage=2) body pushes tr, t, tr (the stage-0 copy) and tr, t, tr (stage 1) before t_1, t_1, because t and tr are defined before the loop and t_1 in it; kernel_aic pops tr, t, t_1, tr per stage, so its fifth pop, a [32, 16] tr, receives a [16, 32] t (the sixth the reverse; the third, t_1, gets tr) and the TMOV into Left reads the part of the slot the push did not fill as the TFREE before it left it. The simulator's TFREE (the oldest slot, pto-isa TFree.hpp) and the model's tfrees (pop order) are right; the order of the pushes is the bug. The real PyPTO's .pto of this kernel has the same push and pop order (irfuzz compile -sut pypto -pto) but no pitch mismatch: its ExpandMixedKernel drops the dead matmul_acc and matmul_bias and so the moves that read the pops (the model keeps a matmul_acc, which writes its argument: a listed DCE deviation). With the product stored, sim/pto/testdata/findings/pipeline-push-order-invariant-first.py, the real PyPTO's .pto computes 509 of 512 elements wrong, as the model's does. The class of pipeline-vector-pops-before-pushes.py (there a pop and a push swap)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=None)
        tr: pl.Tile[[32, 16], pl.FP32] = pl.tile.transpose(t, 0, 1)
        for i in pl.pipeline(2, stage=2):
            c: pl.Tile[[32, 32], pl.FP32] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=None)
            acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, tr, t)
            t_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            bm: pl.Tile[[1, 16], pl.FP32] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=None)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_1, tr, bm)
        return out
