# want: WARNING InParamWritten 0 @18:24 "parameter 'buf' of function 'main' is declared In but is written by 'writer', which declares that parameter Out or InOut."
# PyPTO test_written_param_reaching_a_submit_out_slot_is_reported: a task
# launch writes its callee's Out slots just as a call does.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def writer(self, dst: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        z = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        r = pl.tile.store(z, [0, 0], dst)
        return r

    @pl.function
    def main(self, buf: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            res, tid = pl.submit(self.writer, buf)
        return res
