# want: ERROR AccCompactValid 6 @15:87 "'tile.move' copies an accumulator with 8 valid rows into Mat (function 'kernel')."
# RF-M1 (irfuzz addition, ExtAccToMat): mad packs the 8-row product at 16,
# the L0C -> L1 move reads at the accumulator's 32 rows: 128 of 512
# elements of the second product wrong on 910B and 950.
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], x_2: pl.Tensor[[64, 16], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP32] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
        ln: pl.Tile[[32, 16], pl.FP32, pl.TileView(valid_shape=[8, 16])] = pl.tile.set_validshape(t, 8, 16)
        t_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_1)
        m: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[8, 64])] = pl.tile.move(acc, target_memory=pl.Mem.Mat)
        t_2: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [64, 16], [64, 16], target_memory=None)
        acc_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[8, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(m, t_2)
        o: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc_1, [0, 0], out)
        return o
