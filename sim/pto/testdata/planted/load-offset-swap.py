# irfuzz gen -seed 1 (Default); its .pto from PyPTO with the planted bug load-offset-swap (/work/planted), and from the real one (.base.pto)
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 64], pl.INT8], out: pl.Out[pl.Tensor[[64, 32], pl.INT8]]) -> pl.Tensor[[64, 32], pl.INT8]:
        t: pl.Tile[[64, 16], pl.INT8] = pl.tile.load(x, [0, 16], [64, 16], [64, 16], target_memory=None)
        v: pl.Tile[[64, 16], pl.INT8, pl.Mem.Vec] = pl.tile.neg(t)
        o: pl.Tensor[[64, 32], pl.INT8] = pl.tile.store(v, [0, 0], out)
        return o
