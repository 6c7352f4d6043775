# want: ERROR AccCompactValid 5 @15:14 "'tile.transpose_view' of an accumulator is never read transposed (function 'kernel')."
# RF-G1 (irfuzz addition, ExtAccTransposeView): the fix pipe reads L0C as NZ
# whatever the view's layout, so storing the ZN view stores the product
# untransposed.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP16], x_1: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        t_1: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        tv = pl.tile.transpose_view(acc)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(tv, [0, 0], out)
        return o
