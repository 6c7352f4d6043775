# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 32], pl.BF16], out: pl.Out[pl.Tensor[[64, 32], pl.BF16]]) -> pl.Tensor[[64, 32], pl.BF16]:
        for i in pl.range(2):
            for j in pl.unroll(2):
                pass
        t: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x, [16, 0], [16, 32], [16, 32])
        o: pl.Tensor[[64, 32], pl.BF16] = pl.tile.store(t, [16, 0], out)
        return o
