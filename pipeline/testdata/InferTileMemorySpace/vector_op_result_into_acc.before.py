# A tile.transpose of an accumulator would run on the vector pipe in Acc, so
# it is kept in Vec; a matmul_acc that then accumulates into its result
# cannot be satisfied (nothing moves data into Acc), and the error names
# the op and why.
# backend: 950
# error: tile.matmul_acc argument 0 ('tr') must live in Acc, but 'tr' is computed by tile.transpose, which runs on the vector pipe where its input lives, so it is kept in Vec, and no tile.move can write Acc
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
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, a)
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        tr: pl.Tile[[16, 16], pl.FP32] = pl.tile.transpose(g, 0, 1, tmp)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(tr, a, a)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
