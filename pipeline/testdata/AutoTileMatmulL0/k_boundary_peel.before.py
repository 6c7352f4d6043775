# The chosen k does not divide K: the pipelined loop runs floor(K/k) full
# blocks and a straight-line matmul_acc adds the K - floor(K/k)*k tail
# (16-aligned, as K and k are).
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def fp32(
        self,
        a: pl.Tensor[[128, 1008], pl.FP32],
        b: pl.Tensor[[1008, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        a_mat: pl.Tile[[128, 1008], pl.FP32, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [128, 1008], [128, 1008], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[1008, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [1008, 64], [1008, 64], target_memory=pl.Mem.Mat)
        c: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def fp16(
        self,
        a: pl.Tensor[[32, 1136], pl.FP16],
        b: pl.Tensor[[1136, 48], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 48], pl.FP32]],
    ) -> pl.Tensor[[32, 48], pl.FP32]:
        a_mat: pl.Tile[[32, 1136], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 1136], [32, 1136], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[1136, 48], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [1136, 48], [1136, 48], target_memory=pl.Mem.Mat)
        c: pl.Tile[[32, 48], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
