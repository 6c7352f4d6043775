# want: nothing
# irfuzz's relaxation of code 1 (ExtAccSingleFractal): a non-compact
# [32, 16] accumulator under a 16-valid-row lhs. mad packs at 16 rows and a
# reader walks 32, but with a single N-fractal the pitch never enters an
# address (block 0 * pitch + row * 16 + col), so the store reads the product
# right: the released rule's code 1 is a false positive here (clean
# campaign precision finding c0dd00783154).
import pypto.language as pl


@pl.program
class SingleNFractal:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 16], pl.BF16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.BF16, pl.TileView(valid_shape=[16, 16])] = pl.tile.load(x, [0, 0], [32, 16], [16, 16], target_memory=None)
        t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
        c: pl.Tile[[32, 16], pl.FP32] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=None)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t_1)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
