# (e) manual mode: the function opens a region (after the op: the gate is a
# whole-function fact), so a vector op outside every region has no lane
# (PyPTO test_fullwidth_vector_outside_region_fails_when_a_region_exists).
# want: ERROR AivSplitValid 0 @12:15 "vector op 'tile.add' sits outside every pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        res = pl.tile.add(d, d)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            inner = pl.tile.exp(d)
        return
