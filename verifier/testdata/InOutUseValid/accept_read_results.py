# A call may read the variable it passes as Out in its own arguments; binding
# the call's result to the same name revives it, and later code reads only
# results.
# want: nothing
import pypto.language as pl


@pl.program
class Results:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
        out2: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, out)
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(out, out2)
        s: pl.Scalar[pl.FP32] = pl.tensor.read(r, [0, 0])
        return r
