# want: nothing
# The verifier runs on functions of type exactly InCore: after
# ExpandMixedKernel the same Acc-operand cast in an AIC function is not
# checked (PyPTO's func_type_ != FunctionType::InCore gate).
import pypto.language as pl


@pl.program
class AicSkipped:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel_aic(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]):
        narrowed: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(acc, target_type=pl.BF16, mode="rint")
        pl.tile.store(narrowed, [0, 0], out_0)
