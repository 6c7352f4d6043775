# Expected output of FlattenTileNdTo2D/rank3_col_sum (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[1, 8, 32], pl.FP32]]) -> pl.Tensor[[1, 8, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 8, 32], [2, 8, 32], target_memory=None)
        c: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(t)
        o: pl.Tensor[[1, 8, 32], pl.FP32] = pl.tile.store(c, [0, 0, 0], out, [1, 8, 32])
        return o
