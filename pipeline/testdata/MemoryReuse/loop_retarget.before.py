# PyPTO test_memory_reuse.py::TestYieldFixup::test_producer_retyped_to_iter_arg_buffer
# and test_loop_local_var_can_be_reused: the yield value (next_0) is
# placed directly on the iter arg's buffer (acc_0's last read is next_0's
# definition), so init_0 / acc_0 / next_0 / out_0 share mem_vec_2 with no
# tile.move; extra_0 (acc_0 still live) keeps mem_vec_3, which the
# loop-local tile_x / tile_y of the second loop reuse.
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
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_tensor, [0, 0], [64, 64])
        for _i, (acc_0,) in pl.range(0, 4, init_values=(init_0,)):
            extra_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_0, acc_0)
            next_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(extra_0, acc_0)
            out_0 = pl.yield_(next_0)
        for _j, (acc,) in pl.range(0, 4, init_values=(out_0,)):
            tile_x: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_tensor, [0, 0], [64, 64])
            tile_y: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_x, tile_x)
            tile_z: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_y, acc)
            loop_out = pl.yield_(tile_z)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(loop_out, [0, 0], output)
        return result
