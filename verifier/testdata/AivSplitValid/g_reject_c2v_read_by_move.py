# (g) an Acc -> Vec tile.move inside the region reads the cube value on the
# vector lane: the implicit crossing InferTileMemorySpace would insert.
# want: ERROR AivSplitValid 0 @17:17 "but 'tile.move' reads it on the VECTOR lane inside one"
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
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            v = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        return
