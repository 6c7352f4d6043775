# pl.spmd_submit at full occupancy without sync_start (PyPTO
# test_spmd_submit_full_occupancy_without_sync_start_rejected).
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @13:9 "requires the SPMD launch to set sync_start=True"
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def add(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [128, 128])
        pl.system.syncall(core_type=pl.KernelType.AIV)
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            r, tid = pl.spmd_submit(self.add, a, out, core_num=48)
        return r
