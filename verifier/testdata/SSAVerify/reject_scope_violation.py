# A loop without carries leaks nothing in SSA form: the loop var and a
# body-local tile used after the loop are scope violations (code 6), each
# reported at the variable.
# want: ERROR SSAVerify 6 @19:13 "Variable 'u' used outside its defining scope"
# want: ERROR SSAVerify 6 @18:13 "Variable 'i' used outside its defining scope"
import pypto.language as pl


@pl.program
class Leak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i in pl.range(4):
            u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u, 2.0)
        k: pl.Scalar[pl.INDEX] = i + 1
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(v, [0, 0], out)
        return res
