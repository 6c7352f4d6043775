# Only FunctionType::InCore functions are checked: tensor.create in an
# orchestration function or in an AIV kernel is not this rule's concern.
# want: nothing
import pypto.language as pl


@pl.program
class Outside:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        return buf

    @pl.function(type=pl.FunctionType.AIV)
    def lane(self, flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        return buf
