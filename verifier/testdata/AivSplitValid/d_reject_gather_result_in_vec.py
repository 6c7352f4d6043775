# (d) result side: a gather result typed with the producer-side space Vec
# instead of the Mat the cube pops it into (PyPTO
# test_boundary_result_in_wrong_memory_fails).
# want: ERROR AivSplitValid 0 @13:60 "'tile.aic_gather' result is in Vec, but it delivers its full tile to the cube lane and must be Mat"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            res: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.aic_gather(d, split=1)
        return
