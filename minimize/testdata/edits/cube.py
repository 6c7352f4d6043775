# L2 edit goldens: a cube kernel with a row-narrowed lhs, moves into L0,
# an accumulator seed with compact=True, a matmul_acc with its optional
# init_cond, and a store of the accumulator.
import pypto.language as pl


@pl.program
class Cube:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 32], pl.BF16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        ta: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat, pl.TileView(valid_shape=[8, 64])] = pl.tile.load(a, [0, 0], [32, 64], [8, 64], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        la: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(valid_shape=[8, 64], compact=pl.CompactMode.normal)] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        rb: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc, compact=True)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(c, la, rb, True)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
