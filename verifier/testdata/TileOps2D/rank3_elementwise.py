# want: ERROR TileOps2D 0 @14:9 "Tile op 'tile.exp' in InCore function 'kernel' produces >2D tile (should have been flattened to 2D)"
# want: ERROR TileOps2D 0 @14:9 "Tile op 'tile.exp' in InCore function 'kernel' has >2D tile argument (should have been flattened to 2D)"
# Before FlattenTileNdTo2D: a rank-3 tile flows into tile.exp, which both
# takes and produces a >2-D tile (codegen would render [2, 8, 128] as a
# 2 x 8 tile). tile.load and tile.store themselves are exempt.
import pypto.language as pl


@pl.program
class Rank3:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[2, 8, 128], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 8, 128], pl.FP32]]) -> pl.Tensor[[2, 8, 128], pl.FP32]:
        t: pl.Tile[[2, 8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0, 0], [2, 8, 128], [2, 8, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[2, 8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out_1: pl.Tensor[[2, 8, 128], pl.FP32] = pl.tile.store(e, [0, 0, 0], out_0)
        return out_1
