# want: nothing
# After FlattenTileNdTo2D: the same element-wise kernel on [16, 128] tiles,
# and a tile.transpose in its 4-argument codegen form.
import pypto.language as pl


@pl.program
class Flattened:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 128], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], out_0)
        return out_1
