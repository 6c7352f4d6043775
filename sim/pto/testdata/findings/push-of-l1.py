# want: illegal: the PTO program: illegal: aic0#1 TPUSH(pto.tpush_to_aiv @push-of-l1.py:14:9): TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: a vector op on a Mat tile gets a Mat->Vec tile.move
# (infer_tile_memory_space_pass.cpp:450-468) that ExpandMixedKernel lowers to a TPUSH of the L1 tile
# itself (expand_mixed_kernel_pass.cpp:886-930); ptoas refuses a push with no producer pipe
# (PTO.cpp:10759), and the a5 TPush moves nothing for it (TPush.hpp:336-347).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return out_1
