# An ArrayType return and one inside a tuple return (reported at the
# function, code 0, once per return type).
# want: ERROR ArrayNotEscaped 0 @11:5 "Function 'kernel' return type #0 contains ArrayType."
# want: ERROR ArrayNotEscaped 0 @11:5 "Function 'kernel' return type #1 contains ArrayType."
import pypto.language as pl


@pl.program
class ArrayReturn:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def kernel(self, n: pl.Scalar[pl.INDEX]) -> tuple[pl.Array[4, pl.INT32], pl.Tuple[pl.Scalar[pl.INDEX], pl.Array[2, pl.INT32]]]:
        ...
