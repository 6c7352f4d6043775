# Every launch site is checked on its own, and a kernel a site launches
# twice is checked once for that site: the first scope calls `add` twice at
# a partial width, the second launches it at full width without sync_start.
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @15:9 "fill all 48 AIV cores (one block per physical core), but the launch has 16 blocks."
# want: ERROR HardSyncallOccupancy 0 @15:9 "requires the SPMD launch to set sync_start=True"
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
        for i in pl.spmd(16, sync_start=True):
            r = self.add(a, out)
            r2 = self.add(a, r)
        with pl.spmd(48):
            r3 = self.add(a, r2)
        return r3
