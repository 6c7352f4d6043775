# (a) A cube op inside a data-parallel region: the region body is AIV work
# and each lane holds half the tile (PyPTO test_cube_in_region_fails).
# want: ERROR AivSplitValid 0 @16:19 "each AIV lane holds only half the tile so it cannot be vector-split either; move it outside the region, or gather"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
    ):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            res = pl.tile.matmul(lhs, rhs)
        return
