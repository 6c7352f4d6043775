# (a) fires in a task-parallel (NONE) region too, for the mode-independent
# reason only (PyPTO test_cube_in_none_region_fails).
# want: ERROR AivSplitValid 0 @16:19 "cube op 'tile.matmul' inside a pl.split_aiv region: the region body is AIV work, so cube ops do not belong in it; move it outside the region."
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
    ):
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            res = pl.tile.matmul(lhs, rhs)
        return
