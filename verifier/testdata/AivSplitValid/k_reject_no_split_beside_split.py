# (k) a NONE crossing beside an UP_DOWN one: one cross-core pipe cannot run
# both protocols; reported once, on the later op, naming the earlier (PyPTO
# test_nosplit_and_split_crossings_in_one_function_fail).
# want: ERROR AivSplitValid 0 @19:17 "'pl.aiv_shard' crosses the AIC/AIV boundary under pl.SplitMode.UP_DOWN, but 'pl.aiv_shard' earlier in this function crosses it under pl.SplitMode.NONE (at k_reject_no_split_beside_split.py:17:17). Every pl.aiv_shard"
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
        for q in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            b = pl.tile.aiv_shard(b_acc, split=1)
            b2 = pl.tile.aiv_shard(b_acc, split=1)
        return
