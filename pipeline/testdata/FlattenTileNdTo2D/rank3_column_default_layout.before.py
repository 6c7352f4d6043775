# A rank-3 [4, 32, 1] tile flattens to the 2-D column [128, 1]: its default
# (row-major) block layout becomes the 2-D default (column-major), so the
# flattened type is what tile.create deduces for the printed [128, 1] call
# and the output prints and parses back to the same program.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, out: pl.Out[pl.Tensor[[4, 32, 1], pl.FP32]]) -> pl.Tensor[[4, 32, 1], pl.FP32]:
        t: pl.Tile[[4, 32, 1], pl.FP32] = pl.tile.create([4, 32, 1], dtype=pl.FP32, target_memory=None)
        one = pl.tile.full([4, 32, 1], dtype=pl.FP32, value=1.0)
        s = pl.add(t, one)
        o = pl.store(s, [0, 0, 0], out)
        return o
