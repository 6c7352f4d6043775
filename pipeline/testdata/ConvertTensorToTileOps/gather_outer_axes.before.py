# tensor.gather of a rank-3 tensor along axis 0 or 1: a loop over the
# I0*I1 output rows loads the source slab the row reads from (inp[:, r, :]
# or inp[r, :, :]), flattens it to one row and gathers it at
# index * S2 + column (a tile.ci of the columns, made once); the
# accumulator is reshaped to [I0*I1, I2] at the end. Same on every backend.
# The column tile.ci carries no `descending` kwarg (:1733-1735), which the
# printed text reads back as descending=False: the round trip fails, in the
# pinned PyPTO too (its RoundtripInstrument: "Kwargs size mismatch (1 != 2)").
# The output itself is checked by TestGatherOuterAxes against
# gather_outer_axes.pypto.py.
# error: round trip failed: func axis0 / stmt 0 / assign gather_range / tile.ci: kwargs: 1 entries vs 2
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def axis0(
        self,
        src: pl.Tensor[[4, 2, 8], pl.FP32],
        idx: pl.Tensor[[3, 2, 8], pl.INT32],
    ) -> pl.Tensor[[3, 2, 8], pl.FP32]:
        out: pl.Tensor[[3, 2, 8], pl.FP32] = pl.tensor.gather(src, dim=0, index=idx)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def axis1(
        self,
        src: pl.Tensor[[2, 6, 8], pl.INT32],
        idx: pl.Tensor[[2, 3, 8], pl.INT32],
    ) -> pl.Tensor[[2, 3, 8], pl.INT32]:
        out: pl.Tensor[[2, 3, 8], pl.INT32] = pl.tensor.gather(src, dim=-2, index=idx)
        return out
