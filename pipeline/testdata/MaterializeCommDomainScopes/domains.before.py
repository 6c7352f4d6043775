# printed
# passes: SynthesizeAllreduceSignals,MaterializeCommDomainScopes
# Three buffers, three coverages: `p` goes to devices 0 and 1 (a constant
# loop, its bound read through a variable) and to device 3, `q` to every
# device (device 3 too), `g` to device 3 alone; the synthesized allreduce
# signal shares
# q's domain. Domains are nested in allocation order, each listing its
# slots; the view types carry their window buffer (not printed).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def part(self, a: pld.DistributedTensor[[32], pl.FP32]):
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def full(self, b: pld.DistributedTensor[[16], pl.FP32], c: pld.DistributedTensor[[8], pl.FP32]):
        return b

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        pbuf = pld.alloc_window_buffer(32 * pl.FP32.get_byte())
        qbuf = pld.alloc_window_buffer(16 * pl.FP32.get_byte())
        gbuf = pld.alloc_window_buffer(8 * pl.FP32.get_byte())
        p = pld.window(pbuf, [32], dtype=pl.FP32)
        q = pld.window(qbuf, [16], dtype=pl.FP32)
        g = pld.window(gbuf, [8], dtype=pl.FP32)
        n = 2
        for r in pl.range(n):
            self.part(p, device=r)
        self.part(p, device=3)
        self.full(q, g, device=3)
        for w in pl.range(pld.world_size()):
            self.full(q, q, device=w)
        q2 = pld.tensor.allreduce(q, op=pld.ReduceOp.Sum)
        return 0
