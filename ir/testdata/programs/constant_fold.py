# arithmetic of literals and module constants folds at parse; an integer-constant tree that does not fold prints typed.
# The golden is the pinned PyPTO's python_print of this program.
import pypto.language as pl

K = 3


@pl.program
class Fold:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a = 4 * 256 * pl.FP32.get_byte()
        b = 2**K + 7 // 2 - (-5) % 3
        c = n + (K - 1) * 4
        d = 1 << 4 | 3
        for i in pl.range(8 - 1):
            a = a + i
        e = a + b + c + d
        return e
