# Re-assignments that keep the Out parameter bound to its buffer: tile.store
# into it (argument 2) and a user-function call that receives it.
# want: nothing
import pypto.language as pl


@pl.program
class Threaded:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        out: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.InOut[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.kernel(x, out)
        return out
