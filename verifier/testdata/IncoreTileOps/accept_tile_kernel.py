# An InCore kernel of tile ops; tensor.read / tensor.write on a GM tensor
# stay unconverted on purpose and are accepted.
# want: nothing
import pypto.language as pl


@pl.program
class Tiles:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, s)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(u, [0, 0], out)
        w: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.write(res, [0, 0], s)
        return w
