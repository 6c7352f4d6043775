# A host allreduce without a signal, as an expression statement and as an
# assignment, gets a fresh [world_size, core_num] INT32 signal window bound
# just before it; the explicit-signal one is left alone. The counter starts
# at 0 and is shared by the function's signals.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, x: pld.DistributedTensor[[128], pl.FP16]):
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        xbuf = pld.alloc_window_buffer(128 * pl.FP16.get_byte())
        sbuf = pld.alloc_window_buffer(8 * pl.INT32.get_byte())
        x = pld.window(xbuf, [128], dtype=pl.FP16)
        s = pld.window(sbuf, [8], dtype=pl.INT32)
        for d in pl.range(pld.world_size()):
            self.work(x, device=d)
        pld.tensor.allreduce(x, op=pld.ReduceOp.Max, core_num=2)
        x = pld.tensor.allreduce(x, s, op=pld.ReduceOp.Sum)
        x = pld.tensor.allreduce(x, op=pld.ReduceOp.Min)
        return 0
