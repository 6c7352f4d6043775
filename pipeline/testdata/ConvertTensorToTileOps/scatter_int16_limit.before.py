# tensor.scatter with INT16 indices past 32768 flat positions: an error
# in the pinned PyPTO too (op_conversion_registry.cpp:2172-2185).
# error: tensor.scatter with element dtype fp16 uses INT16 flattened indices, but the destination is too large: rows(300) * cols(128) exceeds the INT16 index range (max flat index 32767, rows <= 256). Use a smaller tile or split the scatter into chunks.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def big(
        self,
        x: pl.Tensor[[300, 128], pl.FP16],
        idx: pl.Tensor[[300, 8], pl.INT16],
        src: pl.Tensor[[300, 8], pl.FP16],
    ) -> pl.Tensor[[300, 128], pl.FP16]:
        out: pl.Tensor[[300, 128], pl.FP16] = pl.tensor.scatter(x, dim=-1, index=idx, src=src)
        return out
