# want: deadlock: the PTO program: deadlock: wait-for cycle: aic0 front end at aic0#1 TMOV(pto.tmov @pipeline-vector-pops-before-pushes.py:20:13) waits for every pipe to drain -> aic0 MTE2 at aic0#0 TPOP(pto.tpop_from_aiv %t__ssa_v0_Left_mat @pipeline-vector-pops-before-pushes.py:20:13) waits for a TPUSH on channel 0 -> aiv0 front end at aiv0#1 TFREE(pto.tfree_from_aic @pipeline-vector-pops-before-pushes.py:22:17) waits for every pipe to drain -> aiv0 MTE2 at aiv0#0 TPOP(pto.tpop_from_aic %mv__ssa_v0 @pipeline-vector-pops-before-pushes.py:22:17) waits for a TPUSH on channel 1 -> back to aic0 front end
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud (the kernel hangs): a pl.pipeline(5, stage=3) loop whose cube matmul_bias takes Vec tiles
# (pushed to the cube) and whose inner loop moves the accumulator to Vec eight times (pushed to
# the vector core). In PyPTO's kernel_aiv every stage copy's pops of the accumulator come before
# any push of the cube's operands, while kernel_aic pops those operands before its first push:
# each core waits for the other. The swap is CanonicalizeIOOrder's (canonicalize_io_order_pass.cpp:
# 303-320: its reorder follows def-use edges only, and a push and a pop on one pipe share none; the
# real pipeline keeps push before pop up to LowerPipelineLoops). The model's PTO has the same order.
# Found by irfuzz's own campaign (74e5ef2e1805, HasMemRefs, minimized).
import pypto.language as pl

@pl.program
class PipelinedPushPop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x_2: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i in pl.pipeline(5, stage=3):
            t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            t_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Mat)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t, t_1)
            for i_1 in pl.range(8):
                mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        return x_2
