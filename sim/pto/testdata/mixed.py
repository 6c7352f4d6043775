# irfuzz gen -seed 194 (Default): a mixed kernel, AIV pushing to the AIC
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP16], x_1: pl.Tensor[[64, 128], pl.FP16], flag: pl.Scalar[pl.INDEX], x_2: pl.Tensor[[256, 16], pl.FP32], out: pl.Out[pl.Tensor[[256, 16], pl.FP32]]) -> pl.Tensor[[256, 16], pl.FP32]:
        t: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=None)
        t_1: pl.Tile[[16, 64], pl.FP16] = pl.tile.load(x_1, [16, 0], [16, 64], [16, 64], target_memory=None)
        c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, t, t_1, True)
        t_2: pl.Tile[[128, 16], pl.FP32] = pl.tile.load(x_2, [0, 0], [128, 16], [128, 16], target_memory=None)
        rs: pl.Tile[[128, 16], pl.FP32] = pl.tile.reshape(t_2, [128, 16])
        v: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(rs)
        rs_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.reshape(acc, [16, 128])
        r: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(v)
        o: pl.Tensor[[256, 16], pl.FP32] = pl.tile.store(v, [128, 0], out)
        return o
