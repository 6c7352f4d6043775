# dual_aiv_dispatch marks a mixed kernel's AIV lane, which is not a
# standalone launch; the value is read, so dual_aiv_dispatch=False is still
# a standalone AIV kernel and is checked.
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @23:9 "fill all 48 AIV cores (one block per physical core), but the launch has 8 blocks."
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def lane(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        t = pl.load(a, [0, 0], [128, 128])
        pl.system.syncall()
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def add(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": False})
        t = pl.load(a, [0, 0], [128, 128])
        pl.system.syncall(core_type=pl.KernelType.AIV)
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i in pl.spmd(8, sync_start=True):
            r = self.lane(a, out)
            r2 = self.add(a, r)
        return r2
