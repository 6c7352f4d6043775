# Expected output of MaterializeDistTensorCtx/host (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def step(self, acc: pld.DistributedTensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], acc_ctx: pld.CommCtxType):
        return acc
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        buf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(64, pl.INDEX) * pl.const(4, pl.INDEX))
        acc: pld.DistributedTensor[[64], pl.FP32] = pld.tensor.window(buf, [64], dtype=pl.FP32)
        for d in pl.range(pld.system.world_size()):
            acc_ctx: pld.CommCtxType = pld.system.get_comm_ctx(acc)
            self.step(acc, 3, acc_ctx, device=d, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.scalar]})
        return 0
