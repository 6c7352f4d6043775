# want: WARNING InParamWritten 0 @12:9 "parameter 'out' of function 'kernel' is declared In but is written by operator 'tile.store', which declares that write in its registry effects."
# PyPTO test_one_diagnostic_per_parameter: two writes of the same In
# parameter are one bug.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Tensor[[16, 16], pl.FP32]):
        t = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.tile.store(t, [0, 0], out)
        for i in pl.range(0, 2, 1):
            pl.tile.store(t, [0, 0], out)
