# (c) accepts both boundary ops in a task-parallel NONE region, where split=0
# preserves the shape (PyPTO test_shard_in_none_region_passes /
# test_gather_in_none_region_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc],
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec],
    ):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            sh: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.aiv_shard(acc, split=0)
            g: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.aic_gather(d, split=0)
        return
