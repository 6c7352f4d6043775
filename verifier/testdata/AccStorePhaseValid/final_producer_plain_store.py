# want: ERROR AccStorePhaseValid 3 @22:9 "final accumulator producer 'tile.gemv' in function 'kernel' is consumed by tile.store with st_phase=pl.STPhase.Unspecified."
# PyPTO test_final_producer_with_plain_store_is_rejected: the producer's
# check-and-set is never cleared by the unspecified-phase store.
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
        result = pl.tile.gemv(lhs, rhs, acc_phase=pl.AccPhase.Final)
        result_alias = result
        pl.tile.store(result_alias, [0, 0], out)
