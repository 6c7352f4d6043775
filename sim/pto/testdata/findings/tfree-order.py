# want: hazard: the PTO program: hazard: kernel_aic: pto.tmov at .pto line 21 (tfree-order.py:17:9): reads %bm__ssa_v0, popped at line 11, after the tfree at line 15 released its slot
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: FinalizeTpopTfrees places each tfree after its tile's last use, not in pop order
# (tpop_tfree_finalizer.cpp:387-395); a tfree releases the oldest slot (pto-isa a5 TFree.hpp:22-28),
# so the bias tile's slot is refilled before TMOV reads it
# (docs/en/dev/codegen/00-pto_codegen.md:237 requires tpop -> users -> tfree -> next tpop).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.cast(x, target_type=pl.BF16, mode='round')
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=1000.0)
        bm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t, bm)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
