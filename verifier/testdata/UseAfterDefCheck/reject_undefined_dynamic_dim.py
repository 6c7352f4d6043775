# A dynamic dim that no parameter or return type mentions is not defined in
# the function: each use is reported (401), at the variable.
# want: ERROR UseAfterDefCheck 401 @7:1 "Variable 'K' used before definition in function 'kernel'"
# want: ERROR UseAfterDefCheck 401 @7:1 "Variable 'K' used before definition in function 'kernel'"
import pypto.language as pl

K = pl.dynamic("K")


@pl.program
class Undefined:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        k2: pl.Scalar[pl.INDEX] = K + 1
        k3: pl.Scalar[pl.INDEX] = k2 * K
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res
