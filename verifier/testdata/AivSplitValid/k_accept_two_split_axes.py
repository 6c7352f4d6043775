# (k) negative: UP_DOWN beside LEFT_RIGHT share one split pipe, since the
# axis is per transfer (PyPTO test_two_different_split_axes_in_one_function_pass).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a_acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc],
        b_acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc],
    ):
        for p in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            a = pl.tile.aiv_shard(a_acc, split=1)
        for q in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
            b = pl.tile.aiv_shard(b_acc, split=2)
        return
