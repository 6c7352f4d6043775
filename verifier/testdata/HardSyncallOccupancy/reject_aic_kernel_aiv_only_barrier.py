# The AIC mirror: an aiv_only barrier in a standalone cube kernel.
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @11:9 "hard pl.system.syncall(core_type="aiv_only") can never complete in a cube-only (AIC) launch: it waits for all VECTOR cores"
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.system.syncall(core_type=pl.KernelType.AIV)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.spmd(24, sync_start=True):
            out = self.cube(a, out)
        return out
