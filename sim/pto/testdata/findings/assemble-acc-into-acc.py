# want: illegal: the PTO program: illegal: aic0#0 TMOV(pto.tmov @assemble-acc-into-acc.py:14:53): Ascend950 has no L0C -> L0C route
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# loud: tile.assemble into an Acc target (transform.cpp:659-671 checks only the dtype) lowers to an
# Acc->Acc pto.tmov (pto_ops_datamove.cpp:74, :318-325), a pair ptoas's TMovOp::verify rejects
# (PTOAS PTO.cpp:5143-5168) and pto-isa a5 TMov.hpp:764-775 would compile to nothing.
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]]) -> pl.Tensor[[1, 1], pl.FP32]:
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        as_: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.assemble(acc, acc, [0, 0])
        return out
