# passes: DeriveCallDirections,MaterializeDistTensorCtx
# Host orchestration has no context parameters: the context of each window
# it dispatches is queried by a pld.system.get_comm_ctx placed before the
# dispatch (inside the loop, where the dispatch is).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def step(self, acc: pld.DistributedTensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        return acc

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        buf = pld.alloc_window_buffer(64 * pl.FP32.get_byte())
        acc = pld.window(buf, [64], dtype=pl.FP32)
        for d in pl.range(pld.world_size()):
            self.step(acc, 3, device=d)
        return 0
