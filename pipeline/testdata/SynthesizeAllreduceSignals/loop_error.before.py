# error: pld.tensor.allreduce without an explicit signal is not supported inside a for/while loop on the HOST rail
# A signal-less allreduce in a loop cannot get a signal per iteration.
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
        for i in pl.range(3):
            self.work(x, device=i)
            x = pld.tensor.allreduce(x, op=pld.ReduceOp.Sum)
        return 0
