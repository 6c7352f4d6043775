# From sut/pypto/testdata/findings/codegen-set-validshape-on-view.py (the pinned PyPTO's PTO codegen refuses it).
import pypto.language as pl

@pl.program
class NarrowView:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
        sl: pl.Tile[[16, 16], pl.FP32] = pl.tile.slice(t, [16, 16], [0, 0])
        vs: pl.Tile[[16, 16], pl.FP32, pl.TileView(valid_shape=[8, 16])] = pl.tile.set_validshape(sl, 8, 16)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
