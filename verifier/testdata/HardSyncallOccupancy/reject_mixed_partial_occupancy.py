# A mixed kernel (Group of AIC + dual-dispatched AIV) needs all 24
# core-groups; the mix barrier sits in both lanes and is reported once
# (PyPTO test_mixed_partial_occupancy_rejected).
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @13:9 "hard pl.system.syncall in mixed kernel 'mixed' requires the SPMD launch to fill all 24 core-groups (one block per core-group, i.e. all 24 AIC cores), but the launch has 12 blocks."
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
        with pl.spmd(12, sync_start=True):
            out = self.mixed(a, out)
        return out
