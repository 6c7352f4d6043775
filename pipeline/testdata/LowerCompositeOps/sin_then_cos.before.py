import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[8, 64], pl.FP32]],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        t: pl.Tile[[8, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [8, 64])
        s: pl.Tile[[8, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.sin(t)
        c: pl.Tile[[8, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.cos(s)
        o: pl.Tensor[[8, 64], pl.FP32] = pl.store(c, [0, 0], out)
        return o
