# passes: DeriveCallDirections,MaterializeDistTensorCtx
# Every function taking a distributed tensor gets a CommCtx parameter per
# such tensor; the orchestration passes its own (through the loop carry,
# whose calls return the parameter they were given, and through a view),
# the kernel's get_comm_ctx becomes its new parameter, and the
# arg_directions gain a scalar per context.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def bump(self, buf: pl.InOut[pld.DistributedTensor[[8], pl.FP32]], k: pl.Scalar[pl.INDEX]) -> pld.DistributedTensor[[8], pl.FP32]:
        c = pld.system.get_comm_ctx(buf)
        r = pld.system.rank(c)
        pld.system.wait(buf, offsets=[k], expected=1, cmp=pld.WaitCmp.Eq)
        return buf

    @pl.function(type=pl.FunctionType.InCore)
    def ping(self, flags: pld.DistributedTensor[[2, 2], pl.INT32]):
        pld.system.wait(flags, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Ge)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, win: pl.InOut[pld.DistributedTensor[[8], pl.FP32]], sig: pld.DistributedTensor[[4], pl.INT32]) -> pld.DistributedTensor[[8], pl.FP32]:
        for i, (w,) in pl.range(0, 2, 1, init_values=(win,)):
            w_1 = self.bump(w, i)
            w_2 = pl.yield_(w_1)
        flags = pl.tensor.view(sig, [2, 2])
        self.ping(flags)
        return w_2
