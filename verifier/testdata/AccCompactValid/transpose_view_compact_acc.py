# want: ERROR AccCompactValid 5 @15:14 "'tile.transpose_view' of an accumulator is never read transposed (function 'kernel')."
# ExtAccTransposeView: the GEMV product (one valid row, compact) viewed as a
# column and moved to Vec; TMovCcToUb reads L0C as NZ too (RF-G1, push
# variant).
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP16], x_1: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP16] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_1: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t, t_1)
        tv = pl.tile.transpose_view(g)
        mv = pl.tile.move(tv, target_memory=pl.Mem.Vec)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(mv, [0, 0], out)
        return o
