# Tensor ops with a tile conversion (tensor.slice, tensor.add) must not
# survive in an InCore function.
# want: ERROR IncoreTileOps 0 @12:9 "Tensor op 'tensor.slice' found in InCore function (should have been converted)"
# want: ERROR IncoreTileOps 0 @13:9 "Tensor op 'tensor.add' found in InCore function (should have been converted)"
import pypto.language as pl


@pl.program
class Leftover:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        top: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [0, 0])
        s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(top, top)
        return s
