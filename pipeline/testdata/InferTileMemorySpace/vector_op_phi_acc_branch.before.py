# irfuzz RF-H7: the then branch yields an accumulator (Acc), the else
# branch the result of a tile.transpose of a cube operand, which runs only
# on the vector pipe and so is kept in Vec. The phi takes Vec, and the
# then branch moves the accumulator there before yielding it (a
# cube-to-vector push after ExpandMixedKernel): no tile.move writes Acc,
# and a value pushed to the cube core arrives in a pipe slot nothing could
# copy into a cube-side phi buffer.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        flag: pl.Scalar[pl.INT64],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        b: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, b)
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        tr: pl.Tile[[16, 16], pl.FP32] = pl.tile.transpose(a, 0, 1, tmp)
        if flag < 0:
            c: pl.Tile[[16, 16], pl.FP32] = pl.yield_(g)
        else:
            c: pl.Tile[[16, 16], pl.FP32] = pl.yield_(tr)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out_0)
        return out_0
