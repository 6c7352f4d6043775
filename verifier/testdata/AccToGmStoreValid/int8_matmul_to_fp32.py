# backend: 910B
# want: ERROR AccToGmStoreValid 1 @14:48 "a 'int32' cube accumulator cannot be stored into a 'fp32' global tensor (function 'kernel'): the fix-pipe writeback converts only FP32 -> FP16/BF16, so reaching 'fp32' from 'int32' is a dequantization and needs a scale this store cannot carry."
# Seed 000: an INT8 x INT8 matmul stored straight into an FP32 tensor passes
# the whitelist but is a dequantization with no scale (ccec fails inside
# TStoreAcc, or the kernel returns raw accumulator bits as float).
import pypto.language as pl


@pl.program
class Int8Matmul:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tile[[16, 64], pl.INT8, pl.Mem.Left], rhs: pl.Tile[[64, 128], pl.INT8, pl.Mem.Right], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        acc: pl.Tile[[16, 128], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(lhs, rhs)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_1
