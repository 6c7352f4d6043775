# A tile without a memory space cannot be sized into a buffer: InitMemRef
# reports it with its location (TileMemoryInferred checks only InCore
# functions, so an Opaque function reaches the pass).
# error: InitMemRef requires a memory space for tile variable 'tile_a'
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, input_a: pl.Tensor[[16, 16], pl.FP32], output: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        tile_a: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(tile_a, [0, 0], output)
        return result
