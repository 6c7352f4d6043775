# PyPTO test_memory_reuse.py::test_inplace_unsafe_op_allows_non_producer_consumer_reuse:
# tile.recip is not in-place safe, so its output never shares a buffer with
# its input's (tile_x sits in the buffer tile_a and tile_c reused): tile_b
# keeps mem_vec_7. tile.add is in-place safe and reuses its input (tile_y).
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl



@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[32, 32], pl.FP32],
        input_c: pl.Tensor[[32, 32], pl.FP32],
        input_x: pl.Tensor[[32, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [32, 32])
        _s1: pl.Tensor[[32, 32], pl.FP32] = pl.store(tile_a, [0, 0], output)
        tile_c: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_c, [0, 0], [32, 32])
        _s2: pl.Tensor[[32, 32], pl.FP32] = pl.store(tile_c, [0, 0], _s1)
        tile_x: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_x, [0, 0], [32, 32])
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.recip(tile_x)
        tile_y: pl.Tile[[32, 32], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_b, tile_b)
        result: pl.Tensor[[32, 32], pl.FP32] = pl.store(tile_y, [0, 0], _s2)
        return result
