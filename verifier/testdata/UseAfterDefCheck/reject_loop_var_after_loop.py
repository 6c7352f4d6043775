# The loop var is in scope for the body only; used after the loop it is
# reported (401) at the variable.
# want: ERROR UseAfterDefCheck 401 @16:13 "Variable 'i' used before definition in function 'kernel'"
import pypto.language as pl


@pl.program
class LoopVar:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i in pl.range(4):
            pl.system.bar_v()
        k: pl.Scalar[pl.INDEX] = i * 16
        u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [k, 0], [16, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res
