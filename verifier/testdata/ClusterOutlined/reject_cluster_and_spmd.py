# A cluster scope and a standalone spmd scope left in an Opaque function are
# each an error, with their own messages.
# want: ERROR ClusterOutlined 0 @12:9 "Cluster ScopeStmt found in non-Group function (should have been outlined)"
# want: ERROR ClusterOutlined 0 @14:9 "Spmd ScopeStmt found in non-Group function (should have been outlined)"
import pypto.language as pl


@pl.program
class NotOutlined:
    @pl.function
    def main(self, flag: pl.Scalar[pl.INDEX]):
        with pl.cluster():
            pl.system.bar_m()
        with pl.spmd(4):
            b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            pl.system.bar_all()
