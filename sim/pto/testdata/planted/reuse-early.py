# irfuzz gen: profile=Default seed=9 target=Ascend950 statements=4 draws=24
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[8, 2], pl.BF16]]) -> pl.Tensor[[8, 2], pl.BF16]:
        f: pl.Tile[[8, 16], pl.BF16, pl.Mem.Vec] = pl.tile.full([8, 16], dtype=pl.BF16, value=2.0)
        tmp: pl.Tile[[8, 16], pl.BF16, pl.Mem.Vec] = pl.tile.create([8, 16], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        r: pl.Tile[[8, 1], pl.BF16, pl.Mem.Vec] = pl.tile.row_sum(f, tmp)
        o: pl.Tensor[[8, 2], pl.BF16] = pl.tile.store(r, [0, 1], out)
        return o
