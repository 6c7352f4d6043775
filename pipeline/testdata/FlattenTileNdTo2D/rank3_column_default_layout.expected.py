# Expected output of FlattenTileNdTo2D/rank3_column_default_layout (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[4, 32, 1], pl.FP32]]) -> pl.Tensor[[4, 32, 1], pl.FP32]:
        t: pl.Tile[[128, 1], pl.FP32] = pl.tile.create([128, 1], dtype=pl.FP32, target_memory=None)
        one: pl.Tile[[128, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([128, 1], dtype=pl.FP32, value=1.0)
        s: pl.Tile[[128, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, one)
        o: pl.Tensor[[4, 32, 1], pl.FP32] = pl.tile.store(s, [0, 0, 0], out, [4, 32, 1])
        return o
