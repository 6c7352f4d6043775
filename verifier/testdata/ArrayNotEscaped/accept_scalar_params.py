# An orchestration function with scalar and task-id parameters.
# want: nothing
import pypto.language as pl


@pl.program
class Scalars:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, n: pl.Scalar[pl.INDEX], t: pl.Scalar[pl.TASK_ID]) -> pl.Scalar[pl.INDEX]:
        return n
