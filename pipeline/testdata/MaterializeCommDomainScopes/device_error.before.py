# error: MaterializeCommDomainScopes: device= Var is not the induction variable of any enclosing pl.range loop
# device= names a scalar parameter, not a loop variable.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def work(self, a: pld.DistributedTensor[[32], pl.FP32]):
        return a

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, k: pl.Scalar[pl.INDEX]):
        abuf = pld.alloc_window_buffer(32 * pl.FP32.get_byte())
        a = pld.window(abuf, [32], dtype=pl.FP32)
        self.work(a, device=k)
        return 0
