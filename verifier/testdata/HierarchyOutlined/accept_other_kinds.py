# Only Opaque functions are checked: a hierarchy scope in an Orchestration
# function stays, and InCore and cluster scopes are not hierarchy scopes.
# want: nothing
import pypto.language as pl


@pl.program
class Others:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y

    @pl.function
    def side(self, flag: pl.Scalar[pl.INDEX]):
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.bar_v()
        with pl.cluster():
            pl.system.bar_m()
