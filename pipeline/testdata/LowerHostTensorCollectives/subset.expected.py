# Expected output of LowerHostTensorCollectives/subset (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def work(self, x: pld.DistributedTensor[[64], pl.FP32], s: pld.DistributedTensor[[2], pl.INT32]):
        return x
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        # pld.comm_domain: devices=[1, 2], slots=[xbuf, sbuf]
        xbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(64, pl.INDEX) * pl.const(4, pl.INDEX))
        sbuf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(2, pl.INDEX) * pl.const(4, pl.INDEX))
        x: pld.DistributedTensor[[64], pl.FP32] = pld.tensor.window(xbuf, [64], dtype=pl.FP32)
        s: pld.DistributedTensor[[2], pl.INT32] = pld.tensor.window(sbuf, [2], dtype=pl.INT32)
        for r in pl.range(1, 3):
            self.work(x, s, device=r)
        pl.builtin.tensor.broadcast(x, s, root=1, dtype=pl.FP32, attrs={"root": 1, "dtype": pl.FP32, "device": pl.const(1, pl.INT64), "arg_directions": [pl.adir.inout, pl.adir.inout]})
        pl.builtin.tensor.broadcast(x, s, root=1, dtype=pl.FP32, attrs={"root": 1, "dtype": pl.FP32, "device": pl.const(2, pl.INT64), "arg_directions": [pl.adir.inout, pl.adir.inout]})
        x_1: pld.DistributedTensor[[64], pl.FP32] = x
        pl.builtin.tensor.barrier(s, attrs={"device": pl.const(1, pl.INT64), "arg_directions": [pl.adir.inout]})
        pl.builtin.tensor.barrier(s, attrs={"device": pl.const(2, pl.INT64), "arg_directions": [pl.adir.inout]})
        self.work(x_1, s, device=2)
        return 0
