# set_validshape_of_slice.py with a reshape: the pinned codegen emits no view for it (the reshape is a no-op on its buffer), so it compiles.
import pypto.language as pl

@pl.program
class NarrowReshape:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
        r: pl.Tile[[16, 32], pl.FP32] = pl.tile.reshape(t, [16, 32])
        vs: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[8, 32])] = pl.tile.set_validshape(r, 8, 32)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
