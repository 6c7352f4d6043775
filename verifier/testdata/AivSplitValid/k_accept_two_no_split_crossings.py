# (k) negative: two NONE crossings agree on the no-split pipe (PyPTO
# test_two_nosplit_crossings_in_one_function_pass).
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
        for p in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            a = pl.tile.aiv_shard(a_acc, split=0)
        for q in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            b = pl.tile.aiv_shard(b_acc, split=0)
        return
