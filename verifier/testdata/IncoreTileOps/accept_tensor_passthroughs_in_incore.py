# The tensor ops an InCore function may keep: tensor.dim and tensor.view
# have no tile conversion (they pass through to code generation), and
# tensor.read / tensor.write on a GM tensor stay on purpose.
# want: nothing
import pypto.language as pl


@pl.program
class Kept:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        v: pl.Tensor[[64, 32], pl.FP32, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(x, [64, 32])
        e: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        out2: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.write(out, [0, 0], e)
        return out2
