# (g) carve-out: a compiler-hoisted tile.load into a cube space (Mat) feeding
# in-region compute is not a crossing (PyPTO test_hoisted_load_into_region_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, x: pl.Tensor[[16, 128], pl.FP32]):
        t = pl.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            v = pl.tile.add(t, t)
        return
