# error: MaterializeCommDomainScopes: pld.tensor.barrier signal buffer has no inferred comm-domain coverage
# A barrier's signal is dispatched nowhere: it has no devices of its own.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, a: pld.DistributedTensor[[32], pl.FP32]):
        return a

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        abuf = pld.alloc_window_buffer(32 * pl.FP32.get_byte())
        sbuf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        a = pld.window(abuf, [32], dtype=pl.FP32)
        s = pld.window(sbuf, [4], dtype=pl.INT32)
        self.work(a, device=1)
        pld.tensor.barrier(s)
        return 0
