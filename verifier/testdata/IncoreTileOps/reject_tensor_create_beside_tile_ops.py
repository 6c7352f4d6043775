# A scratch tensor allocated with tensor.create next to tile ops inside a
# branch of an InCore kernel.
# want: ERROR IncoreTileOps 0 @19:13 "Tensor op 'tensor.create' found in InCore function"
import pypto.language as pl


@pl.program
class Scratch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        if flag < 1:
            tmp: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32)
        return res
