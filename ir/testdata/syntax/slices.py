import pypto.language as pl

R = pl.dynamic("R")


@pl.program
class Windows:
    @pl.function
    def views(self, x: pl.Tensor[[64, 32], pl.FP32], y: pl.Tensor[[R, 32], pl.FP32], lo: pl.Scalar[pl.INDEX], hi: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        top = x[0:16, 0:32]
        right = x[:, 8:16]
        band = x[lo : lo + 8]
        span = x[lo:hi]
        col = x[0:hi, 4]
        row = x[3]
        elem = x[3, 4]
        tail = y[lo:R]
        rest = y[lo:]
        pair = x[lo * 2 : lo * 2 + 4, :]
        head = x[:hi]
        out[0:16, 0:32] = top
        out[lo : lo + 8] = band
        out[5, 0:32] = row
        out[:, 8:16] = right
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def tiles(self, x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        t: pl.Tile[[64, 32], pl.FP32] = pl.load(x, [0, 0], [64, 32])
        quarter = t[0:16, 0:32]
        cols = t[:, 8:16]
        one = t[3]
        v = t[3, 4]
        part = t[2, 0:16]
        lower = t[48:]
        t[0:16, 0:32] = quarter
        t[5, 0:32] = one
        return pl.store(t, [0, 0], out)
