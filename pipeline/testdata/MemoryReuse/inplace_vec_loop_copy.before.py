# The Vec form of the loop case: tile.write updates `x`, defined before
# the loop, in every iteration, so every iteration first copies x into the
# result's own buffer (x_cp) and updates the copy; x itself stays intact
# for the next iteration.
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class InplaceVecLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        for i, (o,) in pl.range(0, 2, init_values=(out,)):
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.write(x, [0, 0], 100.0)
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], o)
            o_2: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_1)
        return o_2
