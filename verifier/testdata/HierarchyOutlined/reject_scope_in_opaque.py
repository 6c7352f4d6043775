# A hierarchy scope left in an Opaque function is an error at the scope.
# want: ERROR HierarchyOutlined 0 @11:9 "Hierarchy ScopeStmt found in function (should have been outlined)"
import pypto.language as pl


@pl.program
class NotOutlined:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.at(level=pl.Level.CHIP):
            z: pl.Tensor[[64], pl.FP32] = pl.mul(y, y)
        return z
