# backend: 950
# want: ERROR AccToGmStoreValid 1 @12:9 "a 'fp32' cube accumulator cannot be stored into a 'int32' global tensor (function 'kernel'): the fix-pipe writeback converts only FP32 -> FP16/BF16, so reaching 'int32' from 'fp32' is a quantization and needs a scale this store cannot carry."
# INT32 is whitelisted, but an FP32 accumulator reaching it is a
# quantization the unscaled writeback cannot perform.
import pypto.language as pl


@pl.program
class Fp32ToInt32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc], out_0: pl.Out[pl.Tensor[[16, 128], pl.INT32]]):
        pl.tile.store(acc, [0, 0], out_0)
