# Dynamic dims that appear only in the signature are in scope for the whole
# body (PyPTO seeds the outermost scope with the variables of parameter and
# return types); the lane index of a split_aiv scope stays visible after it.
# want: nothing
import pypto.language as pl

M = pl.dynamic("M")


@pl.program
class Dyn:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.Tensor[[M, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[M, 64], pl.FP32]],
    ) -> pl.Tensor[[M, 64], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = M + 0
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [lane * 16, 0], [16, 64])
            o = pl.store(t, [lane * 16, 0], out)
        last: pl.Scalar[pl.INDEX] = lane + rows
        return o
