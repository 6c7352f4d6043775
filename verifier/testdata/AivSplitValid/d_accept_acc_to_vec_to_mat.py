# (d) negative: shard an Acc value into Vec, compute, gather the Vec result
# into Mat (PyPTO test_valid_region_passes /
# test_gather_vector_produced_operand_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            sh = pl.tile.aiv_shard(acc, split=1)
            r = pl.tile.add(sh, sh)
            g = pl.tile.aic_gather(r, split=1)
        return
