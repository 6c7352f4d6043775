# tensor.scatter (index form): the column index becomes the flat index
# row * dst_cols + index (the index itself for one source row), and the
# scatter's preserve is two scatters into zeroed tiles (values and a mask
# of ones) blended into the input by tile.sel; checked against the pinned
# PyPTO (op_conversion_registry.cpp:2118-2302).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def cols(
        self,
        x: pl.Tensor[[4, 32], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
        src: pl.Tensor[[4, 8], pl.FP32],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        y: pl.Tensor[[4, 32], pl.FP32] = pl.tensor.adds(x, 1.0)
        out: pl.Tensor[[4, 32], pl.FP32] = pl.tensor.scatter(y, dim=-1, index=idx, src=src)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def one_row(
        self,
        x: pl.Tensor[[2, 16], pl.FP16],
        idx: pl.Tensor[[1, 16], pl.INT16],
        src: pl.Tensor[[1, 16], pl.FP16],
    ) -> pl.Tensor[[2, 16], pl.FP16]:
        out: pl.Tensor[[2, 16], pl.FP16] = pl.tensor.scatter(x, dim=-1, index=idx, src=src)
        return out
