# Mixed kernel + hard mix barrier at pl.spmd(24, sync_start=True) (PyPTO
# test_mixed_full_occupancy_accepted).
# backend: 910B
# want: nothing
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
        with pl.spmd(24, sync_start=True):
            out = self.mixed(a, out)
        return out
