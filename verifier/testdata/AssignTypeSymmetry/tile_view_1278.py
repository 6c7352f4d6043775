# want: ERROR AssignTypeSymmetry 1 @11:9 "Reason: TileType tile_view presence mismatch"
# #1278: one side of an assignment carries a TileView the other lacks.
import pypto.language as pl


@pl.program
class TileView1278:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32]):
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        narrowed: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = t
