# L2 edit goldens: a vector kernel with a narrowed load at an offset, a
# loop with two carries (one result unused), a branch with a phi, an
# unused parameter and an optional kwarg.
import pypto.language as pl


@pl.program
class Vector:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 32], pl.FP32], y: pl.Tensor[[16, 32], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(x, [16, 0], [16, 32], [8, 32], target_memory=None)
        e: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[8, 32])] = pl.tile.exp(t)
        for i, (a, b) in pl.range(4, init_values=(e, t)):
            s: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[8, 32])] = pl.tile.add(a, b)
            r, rb = pl.yield_(s, b)
        if n < 2:
            m: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[8, 32])] = pl.tile.mul(r, e)
            p = pl.yield_(m)
        else:
            p = pl.yield_(r)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(p, [0, 0], out)
        return o
