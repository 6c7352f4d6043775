# tile.store returns the tensor it stores into; storing into another tensor
# and binding the result to the InOut parameter detaches it (501).
# want: ERROR OutParamNotShadowed 501 @16:9 "'acc' is an InOut parameter but is reassigned to the result of 'tile.store'"
import pypto.language as pl


@pl.program
class Elsewhere:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        acc: pl.InOut[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(acc, [0, 0], [32, 64])
        acc: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], x)
        return acc
