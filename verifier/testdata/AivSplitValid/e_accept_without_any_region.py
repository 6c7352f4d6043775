# (e) negative: with no region in the function nothing opted into manual
# mode (PyPTO test_fullwidth_vector_outside_region_passes_without_any_region).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        res = pl.tile.add(d, d)
        e = pl.tile.exp(res)
        return
