# Expected output of AlignTileSlices/unresolved_slice (written by -update; review before committing).
# pypto.program: Unresolved
import pypto.language as pl

@pl.program
class Unresolved:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [4, 2], [0, 1])
        sl_textract: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(t, 0, 1, [4, 2], target_memory=pl.Mem.Vec)
        a: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.adds(sl_textract, 1.0)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return o
