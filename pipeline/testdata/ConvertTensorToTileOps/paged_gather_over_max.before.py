# tensor.paged_gather with a static index length beyond max_indices: an
# error in the pinned PyPTO too (op_conversion_registry.cpp:1972-1980).
# error: tensor.paged_gather: indices length (12) exceeds max_indices (8)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def over(
        self,
        kv: pl.Tensor[[64, 32], pl.FP16],
        ids: pl.Tensor[[1, 12], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[8, 32], pl.FP16]:
        out: pl.Tensor[[8, 32], pl.FP16] = pl.tensor.paged_gather(kv, ids, bt, block_size=8, size=32, max_indices=8)
        return out
