# An if that binds a phi must have an else branch (MISSING_YIELD, code 3),
# reported at the if.
# want: ERROR SSAVerify 3 @17:9 "IfStmt with return_vars must have else branch"
import pypto.language as pl


@pl.program
class NoElse:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        if flag < 1:
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(phi, [0, 0], out)
        return res
