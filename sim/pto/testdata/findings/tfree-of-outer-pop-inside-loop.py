# want: hazard: the PTO program: hazard: main_incore_0_aiv: pto.tadd at .pto line 67 (tfree-of-outer-pop-inside-loop.py:23:52): reads %mm__tile_Vec, popped at line 61, after the tfree at line 68 released its slot
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: mm is popped once before the loop and read in every iteration of a loop that pops mm_1
# on the same pipe; the .pto PyPTO emits frees mm inside the loop body, right after its read
# (pto.tfree at .pto line 68), so from the second iteration on the tadd reads a slot the tfree
# handed back and the producer refilled: simulated, the store writes 57 where the program says
# -363. The tfree placement is FinalizeTpopTfrees' (src/ir/transforms/utils/
# tpop_tfree_finalizer.cpp:320-400, a deferred tfree at the chain's last use index); which step
# moves an outer pop's tfree into the loop body is not pinned down. The model frees mm after the
# loop instead, and its two-slot ring then wraps onto mm's slot (docs/findings.md, open model
# bugs).
import pypto.language as pl

@pl.program
class RingHeld:
    @pl.function
    def main(self, xh: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 128], pl.FP16], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            mm: pl.Tensor[[32, 128], pl.FP32] = pl.matmul(xh, w, out_dtype=pl.FP32)
            acc: pl.Tensor[[32, 128], pl.FP32] = pl.add(mm, 1.0)
            for k, (c,) in pl.range(3, init_values=(acc,)):
                mm_1: pl.Tensor[[32, 128], pl.FP32] = pl.matmul(xh, w, out_dtype=pl.FP32)
                d: pl.Tensor[[32, 128], pl.FP32] = pl.add(mm_1, mm)
                c_1: pl.Tensor[[32, 128], pl.FP32] = pl.add(c, d)
                c_2: pl.Tensor[[32, 128], pl.FP32] = pl.yield_(c_1)
            out = pl.assemble(out, c_2, [0, 0])
        return out
