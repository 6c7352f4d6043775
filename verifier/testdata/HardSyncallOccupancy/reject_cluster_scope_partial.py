# The un-outlined form: pl.cluster() around pl.spmd(24).
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @12:9 "fill all 48 AIV cores (one block per physical core), but the launch has 24 blocks."
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
        with pl.cluster():
            with pl.spmd(24, sync_start=True):
                out = self.add(a, out)
        return out
