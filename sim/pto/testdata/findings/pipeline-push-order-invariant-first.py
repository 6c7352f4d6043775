# want: mismatch: the PTO program computes output 'out' other than the reference at element [0 0]: want 46, got 45 (509 elements differ); last written by pto.tstore at .pto line 25 (pipeline-push-order-invariant-first.py:29:49)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: a pl.pipeline(2, stage=2) loop whose matmul takes a Vec tile computed in the body (rb) and
# one computed before the loop (ra). kernel_aiv only pushes and kernel_aic only pops, so
# SkewCrossCorePipeline leaves the loop a pipeline (skew_cross_core_pipeline_pass.cpp:191-198 wants a
# push and a pop), and CanonicalizeIOOrder reorders its stage copies by def-use edges alone
# (stmt_dependency_analysis.cpp:63-82: two pushes on one pipe share none) under the key (tier, stage):
# the push of ra, whose tile carries no pipeline_membership, has the stage key "" and sorts before
# every stage's push of rb (canonicalize_io_order_pass.cpp:367-387, :429-431). kernel_aiv pushes
# ra, ra, rb0, rb1 while kernel_aic pops rb0, ra, rb1, ra: out[0:16] = ra @ ra, out[16:32] = rb0 @ rb1.
# The pass's own comment assumes no cross-core pipeline reaches it (:79-82). The class of
# pipeline-vector-pops-before-pushes.py (there a push and a pop swap and the kernel hangs). On 950
# the pushed tiles go through an NZ move in the body, which carries the stage, and the order holds.
# Found by irfuzz's campaign (known/7c23116ae4a6.py, f2a7da3d7d7d.py: a TPOP of a [32, 16] tile gets
# a [16, 32] push), hand-minimized. The model's PTO computes the same numbers.
# backend: 910B
import pypto.language as pl

@pl.program
class PipelinedPushOrder:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        ta: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        ra: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ta, 1.0)
        for i, (o,) in pl.pipeline(2, stage=2, init_values=(out,)):
            tb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [i * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            rb: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tb, 2.0)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(rb, ra)
            o_1: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc, [i * 16, 0], o)
            o_2 = pl.yield_(o_1)
        return o_2
