# Retained regions keep the structural placement, crossing, reduction and
# transport rules: a cube op in a region (a) and a no-split crossing beside
# a split one (k).
# want: ERROR AivSplitLoweredValid 0 @22:17 "crosses the AIC/AIV boundary under pl.SplitMode.UP_DOWN, but 'pl.aiv_shard' earlier in this function crosses it under pl.SplitMode.NONE"
# want: ERROR AivSplitLoweredValid 0 @23:18 "cube op 'tile.matmul' inside a pl.split_aiv region"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc],
    ):
        pl.func_attr({"split_aiv": True})
        for p in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            a = pl.tile.aiv_shard(acc, split=0)
        for q in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            b = pl.tile.aiv_shard(acc, split=1)
            mm = pl.tile.matmul(lhs, rhs)
        return
