# An ArrayType parameter (reported at the parameter, code 0).
# want: ERROR ArrayNotEscaped 0 @9:44 "Function 'main' parameter #1 ('ids') has type containing ArrayType."
import pypto.language as pl


@pl.program
class ArrayParam:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, n: pl.Scalar[pl.INDEX], ids: pl.Array[4, pl.TASK_ID]):
        ...
