# want: ERROR TileOps2D 0 @13:9 "tile.assemble in InCore function 'kernel' has a rank-3 offset (expected 2: row, col after FlattenTileNdTo2D)"
# A flattened tile.assemble indexes a 2-D tile, so its offset must be exactly
# (row, col); codegen reads it positionally and would silently drop the
# third element.
import pypto.language as pl


@pl.program
class AssembleOffset:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, target: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec], patch: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec]):
        ok: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(target, patch, [4, 0])
        bad: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(ok, patch, [0, 8, 0])
