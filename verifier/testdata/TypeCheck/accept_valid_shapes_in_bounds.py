# Explicit valid shapes inside their physical shapes, constant and dynamic
# (an unprovable relation is accepted), and two tiles whose explicit views
# agree meeting at a phi.
# want: nothing
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class Bounds:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[20, 64])],
        y: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[N, 64])],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(y, [0, 0], [32, 64])
        if flag < 1:
            p0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(t, pad_value=pl.PadValue.max)
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.yield_(p0)
        else:
            p1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(t, pad_value=pl.PadValue.max)
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.yield_(p1)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(phi, [0, 0], out)
        return res
