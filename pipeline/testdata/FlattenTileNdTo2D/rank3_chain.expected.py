# Expected output of FlattenTileNdTo2D/rank3_chain (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[4, 8, 32], pl.FP32]]) -> pl.Tensor[[4, 8, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [2, 0, 0], [2, 8, 32], [2, 8, 32], target_memory=None)
        e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        one: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=1.0)
        s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, one)
        o: pl.Tensor[[4, 8, 32], pl.FP32] = pl.tile.store(s, [2, 0, 0], out, [2, 8, 32])
        return o
