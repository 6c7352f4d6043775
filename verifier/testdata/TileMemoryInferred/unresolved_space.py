# want: ERROR TileMemoryInferred 0 @12:9 "InCore function 'kernel': TileType variable 't' has no memory_space set"
# want: ERROR TileMemoryInferred 0 @13:9 "InCore function 'kernel': TileType variable 'z' has no memory_space set"
# Before InferTileMemorySpace: the retargetable tile.load and tile.create
# carry no target_memory, so their variables have no memory space.
import pypto.language as pl


@pl.program
class Unresolved:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=None)
        z: pl.Tile[[64, 64], pl.FP32] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=None)
        s: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, z)
        out_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s, [0, 0], out_0)
        return out_1
