# Orchestration and InCore functions are checked too: a spmd scope nested in
# a cluster scope is reported after it.
# want: ERROR ClusterOutlined 0 @12:9 "Cluster ScopeStmt found in non-Group function (should have been outlined)"
# want: ERROR ClusterOutlined 0 @13:13 "Spmd ScopeStmt found in non-Group function (should have been outlined)"
import pypto.language as pl


@pl.program
class Nested:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, flag: pl.Scalar[pl.INDEX]):
        with pl.cluster():
            with pl.spmd(2, sync_start=True):
                b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
                pl.system.bar_all()
