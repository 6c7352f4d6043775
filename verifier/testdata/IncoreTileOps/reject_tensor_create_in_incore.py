# tensor.create has a tile conversion (tile.create), so it must not survive
# in an InCore function: reported at the statement, as an assignment value
# and as an expression statement.
# want: ERROR IncoreTileOps 0 @13:9 "Tensor op 'tensor.create' found in InCore function (should have been converted)"
# want: ERROR IncoreTileOps 0 @15:13 "Tensor op 'tensor.create' found in InCore function (should have been converted)"
import pypto.language as pl


@pl.program
class Leftover:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        for i in pl.range(2):
            pl.tensor.create([16, 16], dtype=pl.FP16)
        return buf
