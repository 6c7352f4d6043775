# want: nothing
# A host orchestration that allocates a window buffer before
# MaterializeCommDomainScopes ran has no comm-domain scope to check.
import pypto.language as pl


@pl.program
class Unscoped:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, a: pld.DistributedTensor[[16], pl.FP32]):
        return a

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        abuf = pld.alloc_window_buffer(16 * pl.FP32.get_byte())
        a = pld.window(abuf, [16], dtype=pl.FP32)
        self.work(a, device=0)
        return 0
