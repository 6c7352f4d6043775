# A top-level BOOL scalar assigned a constant: Simplify binds it
# (simplify_pass.cpp:650-668) and the analyzer's Bind records v == False
# (transitive_comparison_analyzer.cpp:607-610), which MakeEq refuses for
# BOOL (scalar_expr.h:352-353). The real PyPTO's passes.simplify() raises
# TypeError: Operator 'eq' does not accept bool dtype.
# error: Operator 'eq' does not accept bool dtype
import pypto.language as pl

@pl.program
class BoolFlag:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        done: pl.Scalar[pl.BOOL] = False
        for (n, d) in pl.while_(init_values=(0, done)):
            pl.cond(n < 2 and not d)
            n_1, d_1 = pl.yield_(n + 1, n >= 1)
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
