# mixed_store_paths.py with the scalar store into another output tensor: one path per GM tensor, accepted.
import pypto.language as pl

@pl.program
class OnePathPerTensor:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]], flag: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        t: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(t, [0, 0], out)
        g: pl.Tensor[[16, 16], pl.FP16] = pl.tensor.write(flag, [5, 10], pl.const(3.0, pl.FP16))
        return o
