# irfuzz RF-H7: the then branch yields 'a', a load a matmul reads (Mat),
# the else branch the result of a tile.transpose of it, which runs only on
# the vector pipe and so is kept in Vec. The phi takes Vec (phiSpace: a
# tile pushed to the cube core arrives in a pipe slot nothing could copy
# into a cube-side phi buffer) and the then branch yields 'a' moved to
# Vec, here the move the transpose already reads (a reload on the vector
# core after ExpandMixedKernel).
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 16], pl.BF16],
        y: pl.Tensor[[16, 16], pl.BF16],
        flag: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        b: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=None)
        tmp: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        tr: pl.Tile[[16, 16], pl.BF16] = pl.tile.transpose(a, 0, 1, tmp)
        if flag < 0:
            c: pl.Tile[[16, 16], pl.BF16] = pl.yield_(a)
        else:
            c: pl.Tile[[16, 16], pl.BF16] = pl.yield_(tr)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(g, c, b)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
