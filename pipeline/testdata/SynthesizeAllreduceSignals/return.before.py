# A returned allreduce is bound to a fresh __allreduce_result_<k> first,
# with or without a signal; the counter is shared with the signal names.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, x: pld.DistributedTensor[[64], pl.FP32]):
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        xbuf = pld.alloc_window_buffer(64 * pl.FP32.get_byte())
        x = pld.window(xbuf, [64], dtype=pl.FP32)
        self.work(x, device=0)
        return pld.tensor.allreduce(x, op=pld.ReduceOp.Sum)
