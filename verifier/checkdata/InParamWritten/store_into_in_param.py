# want: WARNING InParamWritten 0 @12:9 "parameter 'out' of function 'kernel' is declared In but is written by operator 'tile.store', which declares that write in its registry effects."
# PyPTO test_store_into_in_param: a tile.store destination declared In; the
# warning names the parameter and the operator that writes it.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Tensor[[16, 16], pl.FP32]):
        t = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.tile.store(t, [0, 0], out)
