# host orchestration over window buffers: allocation (byte and shape forms), windows, a device= dispatch loop, the collectives.
# The golden is the pinned PyPTO's python_print of this program.
import pypto.language as pl


@pl.program
class DistHost:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip(
        self,
        data: pld.DistributedTensor[[4, 64], pl.FP32],
        row: pld.DistributedTensor[[1, 64], pl.FP32],
        sig: pld.DistributedTensor[[4], pl.INT32],
    ):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        data_buf = pld.alloc_window_buffer(4 * 64 * pl.FP32.get_byte())
        row_buf = pld.tensor.alloc_window_buffer([1, 64], dtype=pl.FP32)
        sig_buf = pld.alloc_window_buffer(4 * pl.INT32.get_byte())
        data = pld.window(data_buf, [4, 64], dtype=pl.FP32)
        row = pld.tensor.window(row_buf, [1, 64], dtype=pl.FP32)
        sig = pld.window(sig_buf, [4], dtype=pl.INT32)
        for r in pl.range(pld.world_size()):
            self.chip(data, row, sig, device=r)
        data = pld.tensor.allreduce(data, sig, op=pld.ReduceOp.Max)
        data = pld.tensor.allreduce(data, core_num=2)
        sig = pld.tensor.barrier(sig)
        data = pld.tensor.broadcast(data, sig, root=1)
        data = pld.tensor.allgather(row, data, sig)
        data = pld.tensor.reduce_scatter(data, sig)
        return 0
