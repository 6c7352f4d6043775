# irfuzz RF-H7: a tile.assemble of a Mat tile into a Mat tile would run on
# the vector pipe (TransferPipe(Mat, Mat) = V; TINSERT has no L1-to-L1
# form), so it is kept in Vec. Its operand is an allocation the cube also
# reads: an allocation has no data to carry, so it is born in Vec and the
# cube operand gets the move (a vector-to-cube push), since nothing could
# carry a Mat tile to the vector core.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.create([16, 16], dtype=pl.BF16, target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, t)
        as_: pl.Tile[[16, 16], pl.BF16] = pl.tile.assemble(t, t, [0, 0])
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(g, [0, 0], out_0)
        return out_0
