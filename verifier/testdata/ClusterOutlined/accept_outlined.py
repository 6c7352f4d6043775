# After OutlineClusterScopes: the caller dispatches the Group and Spmd
# wrappers, which may hold what the scopes held.
# want: nothing
import pypto.language as pl


@pl.program
class Outlined:
    @pl.function(type=pl.FunctionType.Group)
    def main_cluster_0(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_m()

    @pl.function(type=pl.FunctionType.Spmd)
    def main_spmd_0(self, flag: pl.Scalar[pl.INDEX]):
        pl.system.bar_all()

    @pl.function
    def main(self, flag: pl.Scalar[pl.INDEX]):
        self.main_cluster_0(flag)
        self.main_spmd_0(flag, attrs={"core_num": 4})
