# precision/acc_single_n_fractal.py with the rejected accumulator never
# read: the kernel stores its other operand instead. The simulator agrees
# with the reference, but agreement says nothing about a statement no
# output depends on, so the precision oracle does not report it (with the
# fault that re-creates the released rule's false positive).
# backend: Ascend910B
# faults: acc-single-fractal-rejected
# rejected: input violates AccCompactValid (reported after InferTileMemorySpace): 'tile.matmul_acc' accumulates 8 valid rows
# want: nothing
import pypto.language as pl


@pl.program
class SingleFractalDead:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[32, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP16]]) -> pl.Tensor[[32, 16], pl.FP16]:
        ta: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[8, 32])] = pl.tile.load(a, [0, 0], [32, 32], [8, 32], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        la: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[8, 32], compact=pl.CompactMode.normal)] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        rb: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, la, rb, True)
        o: pl.Tensor[[32, 16], pl.FP16] = pl.tile.store(tb, [0, 0], out)
        return o
