# Full occupancy without sync_start: blocks may dispatch in waves (PyPTO
# test_full_aiv_occupancy_without_sync_start_rejected).
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @13:9 "hard pl.system.syncall(core_type="aiv_only") requires the SPMD launch to set sync_start=True"
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
        with pl.spmd(48):
            out = self.add(a, out)
        return out
