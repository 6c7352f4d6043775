# error: pld.tensor.allreduce must be a direct assignment, expression statement, or return value before allreduce signal synthesis.
# An allreduce with a signal inside a tuple is still refused.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, x: pld.DistributedTensor[[64], pl.FP32]):
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        xbuf = pld.alloc_window_buffer(64 * pl.FP32.get_byte())
        sbuf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        x = pld.window(xbuf, [64], dtype=pl.FP32)
        s = pld.window(sbuf, [4], dtype=pl.INT32)
        self.work(x, device=0)
        pair = (x, pld.tensor.allreduce(x, s, op=pld.ReduceOp.Sum))
        return pair
