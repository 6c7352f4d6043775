# (d) tile.aic_gather of an Acc operand, the mirror case (PyPTO
# test_gather_cube_produced_operand_fails).
# want: ERROR AivSplitValid 0 @12:19 "'tile.aic_gather' operand is in Acc, but it transfers a vector-produced value across the cross-core boundary and requires Vec."
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            res = pl.tile.aic_gather(acc, split=1)
        return
