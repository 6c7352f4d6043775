# (g) C->V: a cube-produced value defined outside every region is read by a
# vector op inside one; reported once although read twice (PyPTO
# test_c2v_implicit_crossing_fails).
# want: ERROR AivSplitValid 0 @18:17 "'acc' is produced on the CUBE lane by 'tile.matmul' outside every pl.split_aiv region, but 'tile.add' reads it on the VECTOR lane"
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
            v = pl.tile.add(acc, acc)
        return
