# pl.spmd(36, sync_start=True) fills the Ascend950's AIV cores.
# backend: 950
# want: nothing
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def add(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [128, 128])
        pl.system.syncall(core_type=pl.KernelType.AIV)
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.spmd(36, sync_start=True):
            out = self.add(a, out)
        return out
