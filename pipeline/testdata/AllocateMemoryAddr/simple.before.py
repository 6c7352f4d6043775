# PyPTO test_allocate_memory_addr_pass.py::test_allocate_memory_addr_simple
# (pypto-brief §5.7 example 1): after InitMemRef, mem_vec_2 is placed at 0
# and mem_vec_3 at 16384; MemRef offsets become addresses, tile.alloc
# statements are unchanged and DDR tensors are not placed.
# passes: InitMemRef,AllocateMemoryAddr
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [64, 64])
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_a)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_b, [0, 0], output)
        return result
