# backend: 950
# want: ERROR AccToGmStoreValid 1 @12:9 "cube accumulator cannot be stored directly into a 'int8' global tensor on the 'a5' backend (function 'kernel')."
# An INT8 destination is outside the fix-pipe's Acc->GM whitelist on every
# backend (ptoas would reject the pto.tstore after codegen).
import pypto.language as pl


@pl.program
class Int8Dest:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, acc: pl.Tile[[16, 128], pl.INT32, pl.Mem.Acc], out_0: pl.Out[pl.Tensor[[16, 128], pl.INT8]]):
        pl.tile.store(acc, [0, 0], out_0)
