# A standalone AIC kernel with an aic_only barrier needs all 24 AIC cores.
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @11:9 "hard pl.system.syncall(core_type="aic_only") requires the SPMD launch to fill all 24 AIC cores (one block per physical core), but the launch has 12 blocks."
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.system.syncall(core_type=pl.KernelType.AIC)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.spmd(12, sync_start=True):
            out = self.cube(a, out)
        return out
