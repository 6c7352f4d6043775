# Fault vector-op-in-mat (the released pass, irfuzz RF-H7): the transpose
# of the cube operand 'a' follows it into Mat, the if's phi takes the
# then-yield's space (Acc) and neither branch gets a move, although the
# else branch yields a Mat tile.
# backend: 950
# faults: vector-op-in-mat
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
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
