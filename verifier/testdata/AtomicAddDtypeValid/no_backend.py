# want: nothing
# Which atomic dtypes the store pipe combines is a backend fact: with no
# backend configured the bf16 atomic store is not judged.
import pypto.language as pl


@pl.program
class NoBackend:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, t: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec], out_0: pl.InOut[pl.Tensor[[16, 64], pl.BF16]]):
        pl.tile.store(t, [0, 0], out_0, atomic=pl.AtomicType.Add)
