# (e) carve-outs: tile.load / tile.store are the compiler's hoisted output,
# and a barrier with a stated core_type or a lane-index query states its
# lane (PyPTO test_load_and_store_outside_region_pass_when_a_region_exists,
# test_declared_vector_affinity_op_outside_region_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 128])
        idx = pl.tile.get_subblock_idx()
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            u = pl.tile.exp(t)
        pl.system.syncall(core_type=pl.KernelType.AIV)
        o = pl.store(u, [0, 0], out)
        return o
