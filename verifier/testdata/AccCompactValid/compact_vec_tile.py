# want: ERROR AccCompactValid 3 @11:9 "tile in memory space 'Vec' carries a compact mode (function 'vec_consumer')."
# PyPTO test_compact_outside_a_fractal_space_is_rejected: a Vec tile (the C2V
# pop result) has no fractal pitch, so it must not claim a compact one.
import pypto.language as pl


@pl.program
class VecConsumer:
    @pl.function(type=pl.FunctionType.AIV)
    def vec_consumer(self):
        popped: pl.Tile[[64, 128], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)] = pl.tile.tpop_from_aic(split=0)
