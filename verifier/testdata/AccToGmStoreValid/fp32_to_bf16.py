# backend: 950
# want: nothing
# The one unscaled conversion: an FP32 accumulator narrowed to BF16 on the
# way out, and the identity INT32 -> INT32.
import pypto.language as pl


@pl.program
class Fp32ToBf16:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc], iacc: pl.Tile[[16, 128], pl.INT32, pl.Mem.Acc], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]], out_1: pl.Out[pl.Tensor[[16, 128], pl.INT32]]):
        pl.tile.store(acc, [0, 0], out_0)
        pl.tile.store(iacc, [0, 0], out_1)
