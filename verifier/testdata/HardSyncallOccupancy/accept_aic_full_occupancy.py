# A standalone AIC kernel with an aic_only barrier at 24 blocks, sync_start.
# backend: 910B
# want: nothing
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.system.syncall(core_type=pl.KernelType.AIC)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.spmd(24, sync_start=True):
            out = self.cube(a, out)
        return out
