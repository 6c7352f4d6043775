# Three-address form: every call is a whole statement value; scalar
# arithmetic on variables only.
# want: nothing
import pypto.language as pl


@pl.program
class Flat:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        s2: pl.Scalar[pl.FP32] = s + 1.0
        if flag < 1:
            pl.system.bar_v()
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(u, [0, 0], out)
        return res
