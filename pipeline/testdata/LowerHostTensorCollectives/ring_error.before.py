# printed
# passes: SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives
# error: LowerHostTensorCollectives: ring allreduce requires the per-rank data size (product of src shape = 10) to be an exact multiple of the rank count (4); got a remainder of 2
# A ring allreduce over four devices splits its data in four chunks.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, x: pld.DistributedTensor[[10], pl.FP32], s: pld.DistributedTensor[[7, 4], pl.INT32]):
        return x

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        xbuf = pld.alloc_window_buffer(10 * pl.FP32.get_byte())
        sbuf = pld.alloc_window_buffer(28 * pl.INT32.get_byte())
        x = pld.window(xbuf, [10], dtype=pl.FP32)
        s = pld.window(sbuf, [7, 4], dtype=pl.INT32)
        for r in pl.range(4):
            self.work(x, s, device=r)
        pld.tensor.allreduce(x, s, op=pld.ReduceOp.Sum, mode="ring")
        return 0
