# want: ERROR AccStorePhaseValid 2 @22:9 "tile.store(..., st_phase=pl.STPhase.Final) in function 'kernel' does not have a live matching final accumulator producer in this straight-line region."
# PyPTO test_second_final_store_of_same_value_is_rejected: the second clear
# has no live producer.
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
        pl.tile.store(result, [0, 0], out, st_phase=pl.STPhase.Final)
        pl.tile.store(result, [0, 0], out2, st_phase=pl.STPhase.Final)
