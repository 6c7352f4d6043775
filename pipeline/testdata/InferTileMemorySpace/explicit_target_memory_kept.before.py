# An explicit target_memory is never overridden: a Vec load feeding a matmul
# keeps Vec and gets a Vec -> Left move; the Mat load gets Mat -> Right.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[16, 64], pl.BF16],
        b: pl.Tensor[[64, 32], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        a_t: pl.Tile[[16, 64], pl.BF16] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b_t: pl.Tile[[64, 32], pl.BF16] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 32], pl.FP32] = pl.tile.matmul(a_t, b_t)
        out_0: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(c, [0, 0], out_0)
        return out_0
