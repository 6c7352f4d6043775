# want: nothing
# The kernel reads its context from its explicit CommCtx parameter.
import pypto.language as pl


@pl.program
class Explicit:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pld.DistributedTensor[[8], pl.FP32], t_ctx: pld.CommCtx):
        r = pld.system.rank(t_ctx)
        pld.system.wait(t, offsets=[0], expected=1, cmp=pld.WaitCmp.Eq)
