# Expected output of MaterializeCommDomainScopes/domains (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def full(self, b: pld.DistributedTensor[[16], pl.FP32], c: pld.DistributedTensor[[8], pl.FP32]):
        return b
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def part(self, a: pld.DistributedTensor[[32], pl.FP32]):
        return a
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        # pld.comm_domain: devices=[0, 1, 3], slots=[pbuf]
        # pld.comm_domain: devices=all, slots=[qbuf, __allreduce_signal_buf_0]
        # pld.comm_domain: devices=[3], slots=[gbuf]
        pbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(32, pl.INDEX) * pl.const(4, pl.INDEX))
        qbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(16, pl.INDEX) * pl.const(4, pl.INDEX))
        gbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(8, pl.INDEX) * pl.const(4, pl.INDEX))
        p: pld.DistributedTensor[[32], pl.FP32] = pld.tensor.window(pbuf, [32], dtype=pl.FP32)
        q: pld.DistributedTensor[[16], pl.FP32] = pld.tensor.window(qbuf, [16], dtype=pl.FP32)
        g: pld.DistributedTensor[[8], pl.FP32] = pld.tensor.window(gbuf, [8], dtype=pl.FP32)
        n: pl.Scalar[pl.INDEX] = 2
        for r in pl.range(n):
            self.part(p, device=r)
        self.part(p, device=3)
        self.full(q, g, device=3)
        for w in pl.range(pld.system.world_size()):
            self.full(q, q, device=w)
        __allreduce_signal_world_size_0: pl.Scalar[pl.INT64] = pld.system.world_size()
        __allreduce_signal_buf_0: pl.Ptr = pld.tensor.alloc_window_buffer(__allreduce_signal_world_size_0 * pl.const(1, pl.INT64) * pl.const(4, pl.INT64))
        __allreduce_signal_0: pld.DistributedTensor[[__allreduce_signal_world_size_0, 1], pl.INT32] = pld.tensor.window(__allreduce_signal_buf_0, [__allreduce_signal_world_size_0, pl.const(1, pl.INT64)], dtype=pl.INT32)
        q2: pld.DistributedTensor[[16], pl.FP32] = pld.tensor.allreduce(q, __allreduce_signal_0, op=0, mode='mesh', core_num=1)
        return 0
