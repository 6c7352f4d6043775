# descending_range.py counting upward, with set_validshape before the slice, an unpadded assemble and a barrier that has PTO codegen: PTOCodegen accepts it and changes nothing.
import pypto.language as pl

@pl.program
class Ascending:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        for i in pl.range(0, 3, 1):
            t: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [i * 16, 0], [32, 16], [32, 16], target_memory=None)
            vs: pl.Tile[[32, 16], pl.FP32, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(t, 16, 16)
            sl: pl.Tile[[16, 16], pl.FP32] = pl.tile.slice(vs, [16, 16], [0, 0])
            pl.system.bar_all()
            a: pl.Tile[[32, 16], pl.FP32] = pl.tile.assemble(t, sl, [16, 0])
            o: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(a, [i * 16, 0], out)
        return out
