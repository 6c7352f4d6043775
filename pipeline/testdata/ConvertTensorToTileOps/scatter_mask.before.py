# tensor.scatter_mask: tile.scatter_mask of the input and of ones into
# zeroed tiles, blended into dst (op_conversion_registry.cpp:2305-2392);
# checked against the pinned PyPTO.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def half(
        self,
        x: pl.Tensor[[4, 16], pl.FP32],
        dst: pl.Tensor[[4, 32], pl.FP32],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        out: pl.Tensor[[4, 32], pl.FP32] = pl.tensor.scatter(x, mask_pattern=1, dst=dst)
        return out
