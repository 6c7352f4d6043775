# PyPTO test_memory_reuse.py::test_var_used_in_nested_if_shares_iter_arg_buffer,
# where irfuzz deliberately differs: tile_a is the loop's initial value AND
# is read inside the loop (tile_c = acc + tile_a), so the carry buffer
# cannot be tile_a's (PyPTO shares it and tile_c overwrites tile_a in the
# first iteration). The carry gets its own buffer, seeded by a tile.move
# before the loop; the if phi, tile_c and acc all live in it (sibling
# branches do not interfere).
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl



@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_tensor, [0, 0], [64, 64])
        for i, (acc,) in pl.range(0, 4, init_values=(tile_a,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc, tile_a)
                if_result = pl.yield_(tile_c)
            else:
                if_result = pl.yield_(acc)
            loop_out = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(loop_out, [0, 0], output)
        return result
