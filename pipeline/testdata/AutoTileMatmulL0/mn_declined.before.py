# Oversized products the pass leaves as they are (PyPTO's PerfHints
# PH-AT-009 / PH-AT-006): on Ascend910B an Acc -> Mat write at an offset
# must narrow FP32, so an FP32 result read only by another matmul gets no
# Mat scratch; a result stored and also read elsewhere has no single store
# to fold the grid into.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def chained(
        self,
        a: pl.Tensor[[256, 64], pl.FP16],
        b: pl.Tensor[[64, 256], pl.FP16],
        d: pl.Tensor[[256, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 32], pl.FP32]],
    ) -> pl.Tensor[[256, 32], pl.FP32]:
        a_mat: pl.Tile[[256, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        d_mat: pl.Tile[[256, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(d, [0, 0], [256, 32], [256, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        e: pl.Tile[[256, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(c, d_mat)
        out = pl.tile.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def two_readers(
        self,
        a: pl.Tensor[[256, 64], pl.FP16],
        b: pl.Tensor[[64, 256], pl.FP16],
        out: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
        out2: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
    ) -> tuple[pl.Tensor[[256, 256], pl.FP32], pl.Tensor[[256, 256], pl.FP32]]:
        a_mat: pl.Tile[[256, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        out2 = pl.tile.store(c, [0, 0], out2)
        return out, out2
