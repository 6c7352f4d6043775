# want: illegal: the PTO program: illegal: aic0#0 TMOV(pto.tmov @assemble-mat-into-mat.py:12:53): Ascend950 has no L1 -> L1 route
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: as assemble-acc-into-acc.py, for a Mat target: tile.assemble lowers to an L1 -> L1 pto.tmov,
# a pair ptoas's TMovOp::verify refuses (PTOAS PTO.cpp:5143-5168).
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        as_: pl.Tile[[1, 1], pl.FP32, pl.Mem.Mat] = pl.tile.assemble(t, t, [0, 0])
        return x
