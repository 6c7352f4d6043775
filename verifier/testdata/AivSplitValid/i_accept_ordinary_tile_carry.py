# (i) negative: a non-boundary tile carried across a loop in a split_aiv
# function is untouched (PyPTO test_ordinary_tile_carried_by_iter_arg_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        with pl.split_aiv(2, mode=pl.SplitMode.NONE):
            seed = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
        for i, (carry,) in pl.range(2, init_values=(seed,)):
            with pl.split_aiv(2, mode=pl.SplitMode.NONE):
                inner = pl.tile.add(carry, carry)
            rv = pl.yield_(inner)
        return
