# Calls as operands of scalar expressions: a binary operand (204) and the
# condition of an if built from one (the if condition itself is a
# comparison, so only 204 fires there).
# want: ERROR NoNestedCall 204 @17:33 "Binary expression left operand cannot be a call expression"
# want: ERROR NoNestedCall 204 @18:12 "Binary expression left operand cannot be a call expression"
import pypto.language as pl


@pl.program
class ScalarOps:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0]) + 1.0
        if pl.tensor.read(x, [1, 0]) > 0.0:
            pl.system.bar_v()
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res
