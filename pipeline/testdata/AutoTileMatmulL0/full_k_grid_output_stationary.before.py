# Full-K grids where both operands stream double-buffered: nested pipelined
# loops over the held and the moving axis. The INT32 accumulator of the
# INT8 product pads M to 32 rows on Ascend910B, which is what pushes the
# [80, 80] result past L0C here.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def bf16(
        self,
        a: pl.Tensor[[112, 96], pl.BF16],
        b: pl.Tensor[[96, 640], pl.BF16],
        out: pl.Out[pl.Tensor[[112, 640], pl.FP32]],
    ) -> pl.Tensor[[112, 640], pl.FP32]:
        a_mat: pl.Tile[[112, 96], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [112, 96], [112, 96], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[96, 640], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [96, 640], [96, 640], target_memory=pl.Mem.Mat)
        c: pl.Tile[[112, 640], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def int8(
        self,
        a: pl.Tensor[[80, 64], pl.INT8],
        b: pl.Tensor[[64, 80], pl.INT8],
        out: pl.Out[pl.Tensor[[80, 80], pl.INT32]],
    ) -> pl.Tensor[[80, 80], pl.INT32]:
        a_mat: pl.Tile[[80, 64], pl.INT8, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [80, 64], [80, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 80], pl.INT8, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 80], [64, 80], target_memory=pl.Mem.Mat)
        c: pl.Tile[[80, 80], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
