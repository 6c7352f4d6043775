# want: nothing
# Without a configured backend there is no whitelist to check against, so
# the same INT8 destination as int8_destination.py is not reported.
import pypto.language as pl


@pl.program
class NoBackend:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, acc: pl.Tile[[16, 128], pl.INT32, pl.Mem.Acc], out_0: pl.Out[pl.Tensor[[16, 128], pl.INT8]]):
        pl.tile.store(acc, [0, 0], out_0)
