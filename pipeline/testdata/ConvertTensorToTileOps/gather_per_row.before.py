# tensor.gather on a backend other than a5: one [1, K] tile.gather per
# index row, assembled into an accumulator by a loop over the rows (two
# nested loops for a rank-3 index, the inner result flattened into one row
# of the outer accumulator); a tile operand is read by tile.slice.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def rows(
        self,
        src: pl.Tensor[[4, 32], pl.FP32],
        idx: pl.Tensor[[3, 8], pl.INT32],
    ) -> pl.Tensor[[3, 8], pl.FP32]:
        k: pl.Tensor[[3, 8], pl.INT32] = pl.tensor.adds(idx, 1)
        out: pl.Tensor[[3, 8], pl.FP32] = pl.tensor.gather(src, dim=1, index=k)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def nested(
        self,
        src: pl.Tensor[[2, 4, 16], pl.FP16],
        idx: pl.Tensor[[2, 2, 16], pl.INT16],
    ) -> pl.Tensor[[2, 2, 16], pl.FP16]:
        out: pl.Tensor[[2, 2, 16], pl.FP16] = pl.tensor.gather(src, dim=-1, index=idx)
        return out
