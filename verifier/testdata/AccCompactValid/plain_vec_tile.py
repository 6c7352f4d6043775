# want: nothing
# PyPTO test_plain_vec_tile_is_accepted: the same tile without the mode is the
# ordinary C2V pop result.
import pypto.language as pl


@pl.program
class VecConsumer:
    @pl.function(type=pl.FunctionType.AIV)
    def vec_consumer(self):
        popped: pl.Tile[[64, 128], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 128])] = pl.tile.tpop_from_aic(split=0)
