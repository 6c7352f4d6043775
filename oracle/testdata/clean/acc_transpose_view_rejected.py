# simdiag/acc_transpose_view_store.py without the fault: AccCompactValid
# rejects the transposed view of the accumulator (code 5), so the kernel is
# a rejected input and nothing reaches the simulator.
# backend: Ascend950
# rejected: input violates AccCompactValid (reported after InferTileMemorySpace): 'tile.transpose_view' of an accumulator is never read transposed
# want: nothing
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], x_1: pl.Tensor[[16, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t_1: pl.Tile[[1, 16], pl.FP16] = pl.tile.load(x, [0, 0], [1, 16], [1, 16], target_memory=None)
        t_2: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
        g: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 32], compact=pl.CompactMode.normal)] = pl.tile.gemv(t_1, t_2)
        tv: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[32, 1], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, compact=pl.CompactMode.normal)] = pl.tile.transpose_view(g)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(tv, [0, 0], out)
        return o
