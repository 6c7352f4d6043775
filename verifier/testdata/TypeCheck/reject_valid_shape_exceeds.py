# A parameter whose valid shape provably exceeds its physical shape (104),
# reported at the parameter; the function never reads it.
# want: ERROR TypeCheck 104 @12:9 "Function 'kernel' parameter[0] 'x' has invalid TensorType valid_shape dimension 0 extent 40 provably exceeds physical shape extent 32"
import pypto.language as pl


@pl.program
class Exceeds:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[40, 64])],
        y: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(y, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res
