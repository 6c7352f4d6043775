# A lowered mixed body with flat boundaries: cube work, a shard of the Acc
# result, vector work on the half, a gather back for the cube.
# want: nothing
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
        w: pl.Tile[[64, 32], pl.FP32, pl.Mem.Right],
    ):
        pl.func_attr({"split_aiv": True})
        acc = pl.tile.matmul(lhs, rhs)
        half = pl.tile.aiv_shard(acc, split=1)
        act = pl.tile.relu(half)
        full = pl.tile.aic_gather(act, split=1)
        out = pl.tile.matmul(full, w)
        return
