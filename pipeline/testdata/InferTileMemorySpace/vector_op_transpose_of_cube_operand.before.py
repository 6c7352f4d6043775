# irfuzz RF-H7: the transposed tile is itself a cube operand, so the load
# resolves to Mat; the transpose cannot follow it there (no TTRANS on L1):
# its input gets a move to Vec (the vector core reloads it), its result is
# Vec and the matmul gets a move of it to Left.
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        tr: pl.Tile[[16, 16], pl.FP32] = pl.tile.transpose(t, 0, 1, tmp)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tr, t)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
