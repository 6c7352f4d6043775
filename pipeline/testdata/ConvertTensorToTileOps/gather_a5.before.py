# tensor.gather on an a5 backend: the index's column indices are made flat
# (row * source columns + index) and one tile.gather reads the whole
# source. An index row of 8 INT32 (32 bytes) builds the row bases from a
# linear tile.ci; a 5-column index adds a per-row base with row_expand_add;
# a rank-3 gather runs on [rows, cols] reshapes; a source that is already
# a tile is copied into a contiguous tile first.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def aligned(
        self,
        src: pl.Tensor[[8, 32], pl.FP32],
        idx: pl.Tensor[[8, 16], pl.INT32],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        out: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.gather(src, dim=1, index=idx)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def odd_cols(
        self,
        src: pl.Tensor[[2, 64], pl.FP16],
        idx: pl.Tensor[[2, 5], pl.INT16],
    ) -> pl.Tensor[[2, 5], pl.FP16]:
        out: pl.Tensor[[2, 5], pl.FP16] = pl.tensor.gather(src, dim=-1, index=idx)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def rank3(
        self,
        src: pl.Tensor[[2, 3, 16], pl.INT32],
        idx: pl.Tensor[[2, 3, 8], pl.INT32],
    ) -> pl.Tensor[[2, 3, 8], pl.INT32]:
        out: pl.Tensor[[2, 3, 8], pl.INT32] = pl.tensor.gather(src, dim=2, index=idx)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def tile_source(
        self,
        a: pl.Tensor[[4, 32], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        e: pl.Tensor[[4, 32], pl.FP32] = pl.exp(a)
        half = e[:, 16:32]
        out: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(half, dim=-1, index=idx)
        return out
