# printed
# passes: SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives
# On a static device set each collective becomes one builtin call per
# device; an assigned collective is followed by its result, a copy of its
# window argument, and later uses read that copy.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, x: pld.DistributedTensor[[64], pl.FP32], s: pld.DistributedTensor[[2], pl.INT32]):
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        xbuf = pld.alloc_window_buffer(64 * pl.FP32.get_byte())
        sbuf = pld.alloc_window_buffer(2 * pl.INT32.get_byte())
        x = pld.window(xbuf, [64], dtype=pl.FP32)
        s = pld.window(sbuf, [2], dtype=pl.INT32)
        for r in pl.range(1, 3):
            self.work(x, s, device=r)
        x = pld.tensor.broadcast(x, s, root=1)
        pld.tensor.barrier(s)
        self.work(x, s, device=2)
        return 0
