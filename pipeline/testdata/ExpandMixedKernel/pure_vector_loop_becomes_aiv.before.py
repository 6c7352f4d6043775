# PyPTO test_expand_mixed_kernel.py::TestPassthrough::
# test_pure_vector_inside_loop_becomes_aiv: vector work only (inside a loop),
# so no split; the function becomes AIV unchanged.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out_0: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (o,) in pl.range(4, init_values=(out_0,)):
            x_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
            y_tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x_tile, x_tile)
            o2: pl.Tensor[[64], pl.FP32] = pl.tile.store(y_tile, [0], o)
            o3: pl.Tensor[[64], pl.FP32] = pl.yield_(o2)
        return o3
