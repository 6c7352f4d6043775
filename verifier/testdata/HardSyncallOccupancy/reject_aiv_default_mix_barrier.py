# A standalone AIV kernel with the default (mix) hard barrier waits for cube
# cores a vector-only launch never provides, whatever its width (PyPTO
# test_standalone_default_mix_barrier_rejected).
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @14:9 "hard pl.system.syncall(core_type="mix") can never complete in a vector-only (AIV) launch: it waits for all CUBE cores"
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def add(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [128, 128])
        pl.system.syncall()
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.spmd(48, sync_start=True):
            out = self.add(a, out)
        return out
