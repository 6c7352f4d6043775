# The input itself re-narrows a compact accumulator (AccCompactValid code
# 2). The pipeline first checks the property when a pass needs it, after
# InferTileMemorySpace here; the statement is the input's, so the case
# is a rejected input, not a contract finding of that pass.
# backend: Ascend910B
# rejected: input violates AccCompactValid (reported after InferTileMemorySpace): 'tile.set_validshape' re-narrows a compact accumulator from 48 to 16 valid rows
# want: nothing
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[48, 16])] = pl.tile.set_validshape(t, 48, 16)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[48, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        vs: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(acc, 16, 64)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
