# Expected output of SynthesizeAllreduceSignals/return (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def work(self, x: pld.DistributedTensor[[64], pl.FP32]):
        return x
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        xbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(64, pl.INDEX) * pl.const(4, pl.INDEX))
        x: pld.DistributedTensor[[64], pl.FP32] = pld.tensor.window(xbuf, [64], dtype=pl.FP32)
        self.work(x, device=0)
        __allreduce_signal_world_size_0: pl.Scalar[pl.INT64] = pld.system.world_size()
        __allreduce_signal_buf_0: pl.Ptr = pld.tensor.alloc_window_buffer(__allreduce_signal_world_size_0 * pl.const(1, pl.INT64) * pl.const(4, pl.INT64))
        __allreduce_signal_0: pld.DistributedTensor[[__allreduce_signal_world_size_0, 1], pl.INT32] = pld.tensor.window(__allreduce_signal_buf_0, [__allreduce_signal_world_size_0, pl.const(1, pl.INT64)], dtype=pl.INT32)
        __allreduce_result_1: pld.DistributedTensor[[64], pl.FP32] = pld.tensor.allreduce(x, __allreduce_signal_0, op=0, mode='mesh', core_num=1)
        return __allreduce_result_1
