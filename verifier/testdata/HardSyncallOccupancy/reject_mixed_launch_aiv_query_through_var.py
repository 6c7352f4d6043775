# available_aiv_count() sizes a mixed launch to the AIV count, here through
# the variable it binds (PyPTO test_mixed_launch_with_aiv_query_rejected).
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @12:9 "in mixed kernel 'mixed' requires the SPMD launch to fill all 24 core-groups (one block per core-group, i.e. all 24 AIC cores), but the launch sizes itself on pl.system.available_aiv_count(). Use pl.system.available_cluster_count() instead"
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIC)
    def mixed_aic(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.system.syncall()
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def mixed_aiv(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        pl.system.syncall()
        return out

    @pl.function(type=pl.FunctionType.Group)
    def mixed(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        r = self.mixed_aic(a, out)
        r2 = self.mixed_aiv(a, r)
        return r2

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        n = pl.system.available_aiv_count()
        with pl.spmd(n, sync_start=True):
            out = self.mixed(a, out)
        return out
