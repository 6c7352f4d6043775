# Expected output of LowerHostTensorCollectives/all_devices (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def work(self, x: pld.DistributedTensor[[64], pl.FP32]):
        return x
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        # pld.comm_domain: devices=all, slots=[xbuf, __allreduce_signal_buf_0, __allreduce_signal_buf_1]
        xbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(64, pl.INDEX) * pl.const(4, pl.INDEX))
        x: pld.DistributedTensor[[64], pl.FP32] = pld.tensor.window(xbuf, [64], dtype=pl.FP32)
        for d in pl.range(pld.system.world_size()):
            self.work(x, device=d)
        __allreduce_signal_world_size_0: pl.Scalar[pl.INT64] = pld.system.world_size()
        __allreduce_signal_buf_0: pl.Ptr = pld.tensor.alloc_window_buffer(__allreduce_signal_world_size_0 * pl.const(2, pl.INT64) * pl.const(4, pl.INT64))
        __allreduce_signal_0: pld.DistributedTensor[[__allreduce_signal_world_size_0, 2], pl.INT32] = pld.tensor.window(__allreduce_signal_buf_0, [__allreduce_signal_world_size_0, pl.const(2, pl.INT64)], dtype=pl.INT32)
        for r in pl.range(pl.const(0, pl.INT64), pld.system.world_size(), pl.const(1, pl.INT64)):
            pl.builtin.tensor.allreduce(x, __allreduce_signal_0, op=1, dtype=pl.FP32, core_num=2, attrs={"op": 1, "dtype": pl.FP32, "core_num": 2, "device": r, "arg_directions": [pl.adir.inout, pl.adir.inout]})
        x_1: pld.DistributedTensor[[64], pl.FP32] = x
        __allreduce_signal_world_size_1: pl.Scalar[pl.INT64] = pld.system.world_size()
        __allreduce_signal_buf_1: pl.Ptr = pld.tensor.alloc_window_buffer(__allreduce_signal_world_size_1 * pl.const(1, pl.INT64) * pl.const(4, pl.INT64))
        __allreduce_signal_1: pld.DistributedTensor[[__allreduce_signal_world_size_1, 1], pl.INT32] = pld.tensor.window(__allreduce_signal_buf_1, [__allreduce_signal_world_size_1, pl.const(1, pl.INT64)], dtype=pl.INT32)
        for r_1 in pl.range(pl.const(0, pl.INT64), pld.system.world_size(), pl.const(1, pl.INT64)):
            pl.builtin.tensor.allreduce(x_1, __allreduce_signal_1, op=0, dtype=pl.FP32, core_num=1, attrs={"op": 0, "dtype": pl.FP32, "core_num": 1, "device": r_1, "arg_directions": [pl.adir.inout, pl.adir.inout]})
        __allreduce_result_2: pld.DistributedTensor[[64], pl.FP32] = x_1
        return __allreduce_result_2
