# tensor.scatter_update of 4-D input and src: type-checks, but only 2-D
# is lowered, an error in the pinned PyPTO too (op_conversion_registry.cpp:606-611).
# error: scatter_update: only 2D input/src is currently supported in lowering, got input rank 4 and src rank 4
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def four(
        self,
        x: pl.Tensor[[4, 8, 1, 16], pl.FP32],
        idx: pl.Tensor[[2, 2], pl.INT32],
        src: pl.Tensor[[2, 2, 1, 16], pl.FP32],
    ) -> pl.Tensor[[4, 8, 1, 16], pl.FP32]:
        out: pl.Tensor[[4, 8, 1, 16], pl.FP32] = pl.tensor.scatter_update(x, -2, idx, src)
        return out
