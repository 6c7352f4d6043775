# irfuzz gen -seed 16 (Default); its .pto from PyPTO with the planted bug addr-overlap (/work/planted), and from the real one (.base.pto)
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 256], pl.BF16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[64, 128], pl.BF16] = pl.tile.load(x, [0, 128], [64, 128], [64, 128], target_memory=None)
        tv: pl.Tile[[128, 64], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        l: pl.Tile[[64, 128], pl.BF16] = pl.tile.transpose_view(tv)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, tv)
        acc_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, l, tv)
        acc_2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_1, l, tv)
        o: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc_2, [0, 64], out)
        return o
