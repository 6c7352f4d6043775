# (g) negative: the same crossing through a tile.aiv_shard at the top of the
# region (PyPTO test_c2v_explicit_shard_passes).
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
    ):
        acc = pl.tile.matmul(lhs, rhs)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            sharded = pl.tile.aiv_shard(acc, split=0)
            v = pl.tile.add(sharded, sharded)
        return
