# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.BF16], out: pl.Out[pl.Tensor[[64, 32], pl.BF16]]) -> pl.Tensor[[64, 32], pl.BF16]:
        t: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x, [16, 0], [16, 32], [16, 32], bogus=1)
        o: pl.Tensor[[64, 32], pl.BF16] = pl.tile.store(t, [16, 0], out)
        return o
