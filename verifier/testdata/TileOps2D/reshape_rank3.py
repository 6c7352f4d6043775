# want: ERROR TileOps2D 0 @11:9 "Tile op 'tile.reshape' in InCore function 'kernel' produces >2D tile (should have been flattened to 2D)"
# tile.reshape is not exempt: its rank comes from a literal shape operand,
# which is exactly where a >2-D tile used to survive the pass.
import pypto.language as pl


@pl.program
class Reshape3:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]):
        r: pl.Tile[[2, 8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t, [2, 8, 128])
