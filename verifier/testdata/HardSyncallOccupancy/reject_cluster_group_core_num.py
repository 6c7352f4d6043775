# A pl.cluster()-nested pl.spmd outlined into a Group carrying core_num:
# the Group is the launch site and its callee the kernel (PyPTO
# test_cluster_spmd_partial_occupancy_rejected); a Spmd function with
# core_num likewise.
# backend: 910B
# want: ERROR HardSyncallOccupancy 0 @16:9 "fill all 48 AIV cores (one block per physical core), but the launch has 24 blocks."
# want: ERROR HardSyncallOccupancy 0 @16:9 "requires the SPMD launch to set sync_start=True"
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def add(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [128, 128])
        pl.system.syncall(core_type=pl.KernelType.AIV)
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Group)
    def cluster(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.func_attr({"core_num": 24, "sync_start": True})
        r = self.add(a, out)
        return r

    @pl.function(type=pl.FunctionType.Spmd)
    def spmd(self, a: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        pl.func_attr({"core_num": 48})
        r = self.add(a, out)
        return r
