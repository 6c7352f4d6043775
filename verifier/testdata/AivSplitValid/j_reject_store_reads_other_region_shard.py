# (j) does not share (e)-(g)'s tile.load / tile.store carve-out: that one is
# for ops hoisted OUT of a region, and (j) only judges consumers inside one,
# where the author put them.
# want: ERROR AivSplitValid 0 @19:17 "'sh' is a pl.aiv_shard result produced in a DIFFERENT pl.split_aiv region, but 'tile.store' reads it inside this data-parallel one"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        for p in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            o = pl.store(sh, [0, 0], out)
        return o
