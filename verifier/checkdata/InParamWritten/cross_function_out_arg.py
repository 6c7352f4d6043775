# want: WARNING InParamWritten 0 @18:13 "parameter 'out' of function 'caller' is declared In but is written by 'callee', which declares that parameter Out or InOut."
# PyPTO test_cross_function_out_arg: passing an In parameter into a callee's
# Out slot writes it as surely as a builtin would. The callee's own Out
# parameter is fine.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def callee(self, x: pl.Tensor[[16, 16], pl.FP32], dst: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r = pl.tile.store(t, [0, 0], dst)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def caller(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        r = self.callee(x, out)
        return r
