# After outlining: the orchestration function only calls the InCore kernel,
# and an InCore function may still hold an InCore scope (it is skipped).
# want: nothing
import pypto.language as pl


@pl.program
class Outlined:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
            y: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return y

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        r: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, out)
        return r
