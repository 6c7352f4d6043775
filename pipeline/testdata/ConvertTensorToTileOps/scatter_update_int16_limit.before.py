# tensor.scatter_update of a 2-byte dst past 32767 elements: the INT16
# flat indices would overflow, an error in the pinned PyPTO too
# (op_conversion_registry.cpp:631-637).
# error: scatter_update: bfloat16 dst has m*d = 65536 elements, exceeding the i16 flat-index limit (32767); reduce dst rows*cols or use a 4-byte dtype
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def big(
        self,
        x: pl.Tensor[[512, 128], pl.BF16],
        idx: pl.Tensor[[1, 2], pl.INT32],
        src: pl.Tensor[[2, 128], pl.BF16],
    ) -> pl.Tensor[[512, 128], pl.BF16]:
        out: pl.Tensor[[512, 128], pl.BF16] = pl.tensor.scatter_update(x, -2, idx, src)
        return out
