# want: nothing
# PyPTO test_all_phase_aware_gemv_variants_are_accepted (gemv_acc): a partial
# gemv, then a final gemv_acc drained by a final store.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[1, 256], pl.FP32],
        b: pl.Tensor[[256, 64], pl.FP32],
        cond: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
        out2: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ):
        lhs = pl.tile.load(a, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
        rhs = pl.tile.load(b, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        acc = pl.tile.gemv(lhs, rhs, acc_phase=pl.AccPhase.Partial)
        lhs1 = pl.tile.load(a, [0, 128], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
        rhs1 = pl.tile.load(b, [128, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        result = pl.tile.gemv_acc(acc, lhs1, rhs1, acc_phase=pl.AccPhase.Final)
        pl.tile.store(result, [0, 0], out, st_phase=pl.STPhase.Final)
