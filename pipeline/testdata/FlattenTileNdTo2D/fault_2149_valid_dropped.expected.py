# Expected output of FlattenTileNdTo2D/fault_2149_valid_dropped (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[3, 8, 32], pl.FP32], out: pl.Out[pl.Tensor[[3, 8, 32], pl.FP32]]) -> pl.Tensor[[3, 8, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.tile.load(x, [2, 0, 0], [2, 8, 32], [2, 8, 32], clamp=True, target_memory=None)
        e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        o: pl.Tensor[[3, 8, 32], pl.FP32] = pl.tile.store(e, [2, 0, 0], out, [2, 8, 32])
        return o
