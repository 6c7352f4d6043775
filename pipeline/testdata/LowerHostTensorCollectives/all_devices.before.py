# printed
# passes: SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives
# On the all-device domain the dispatch is a loop over
# pld.system.world_size(); a ring allreduce lowers to the ring builtin
# without core_num, a returned mesh one to the mesh builtin.
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
        for d in pl.range(pld.world_size()):
            self.work(x, device=d)
        x = pld.tensor.allreduce(x, op=pld.ReduceOp.Max, core_num=2)
        return pld.tensor.allreduce(x, op=pld.ReduceOp.Sum)
