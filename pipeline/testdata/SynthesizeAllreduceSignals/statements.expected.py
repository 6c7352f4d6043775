# Expected output of SynthesizeAllreduceSignals/statements (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def work(self, x: pld.DistributedTensor[[128], pl.FP16]):
        return x
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        xbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(128, pl.INDEX) * pl.const(2, pl.INDEX))
        sbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(8, pl.INDEX) * pl.const(4, pl.INDEX))
        x: pld.DistributedTensor[[128], pl.FP16] = pld.tensor.window(xbuf, [128], dtype=pl.FP16)
        s: pld.DistributedTensor[[8], pl.INT32] = pld.tensor.window(sbuf, [8], dtype=pl.INT32)
        for d in pl.range(pld.system.world_size()):
            self.work(x, device=d)
        __allreduce_signal_world_size_0: pl.Scalar[pl.INT64] = pld.system.world_size()
        __allreduce_signal_buf_0: pl.Ptr = pld.tensor.alloc_window_buffer(__allreduce_signal_world_size_0 * pl.const(2, pl.INT64) * pl.const(4, pl.INT64))
        __allreduce_signal_0: pld.DistributedTensor[[__allreduce_signal_world_size_0, 2], pl.INT32] = pld.tensor.window(__allreduce_signal_buf_0, [__allreduce_signal_world_size_0, pl.const(2, pl.INT64)], dtype=pl.INT32)
        pld.tensor.allreduce(x, __allreduce_signal_0, op=1, mode='mesh', core_num=2)
        x: pld.DistributedTensor[[128], pl.FP16] = pld.tensor.allreduce(x, s, op=0, mode='mesh', core_num=1)
        __allreduce_signal_world_size_1: pl.Scalar[pl.INT64] = pld.system.world_size()
        __allreduce_signal_buf_1: pl.Ptr = pld.tensor.alloc_window_buffer(__allreduce_signal_world_size_1 * pl.const(1, pl.INT64) * pl.const(4, pl.INT64))
        __allreduce_signal_1: pld.DistributedTensor[[__allreduce_signal_world_size_1, 1], pl.INT32] = pld.tensor.window(__allreduce_signal_buf_1, [__allreduce_signal_world_size_1, pl.const(1, pl.INT64)], dtype=pl.INT32)
        x: pld.DistributedTensor[[128], pl.FP16] = pld.tensor.allreduce(x, __allreduce_signal_1, op=2, mode='mesh', core_num=1)
        return 0
