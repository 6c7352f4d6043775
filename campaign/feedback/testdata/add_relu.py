# The fixed kernel of TestFeatures: two loads into Vec, an add, a relu and
# a store, on the 950.
import pypto.language as pl


@pl.program
class AddRelu:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 32], pl.FP16],
        b: pl.Tensor[[16, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP16]],
    ) -> pl.Tensor[[16, 32], pl.FP16]:
        x: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.load(a, [0, 0], [16, 32], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.load(b, [0, 0], [16, 32], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.add(x, y)
        r: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec] = pl.relu(s)
        o: pl.Tensor[[16, 32], pl.FP16] = pl.store(r, [0, 0], out)
        return o
