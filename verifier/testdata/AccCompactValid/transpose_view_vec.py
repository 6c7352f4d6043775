# want: nothing
# ExtAccTransposeView's remedy: move the product to Vec first; a vector
# tile's transposed view is read by layout.
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP16], x_1: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        t_1: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t_1)
        mv = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        tv = pl.tile.transpose_view(mv)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(mv, [0, 0], out)
        return o
