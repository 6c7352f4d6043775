import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
    ) -> pl.Tile[[8, 64], pl.FP32, pl.MemorySpace.Vec]:
        t: pl.Tile[[8, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [8, 64])
        return pl.tile.cos(t)
