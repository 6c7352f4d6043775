# want: ERROR HasMemRefs 0 @14:9 "TileType variable 'e' has no MemRef initialized"
# want: ERROR HasMemRefs 0 @15:9 "TileType variable 'm' has no MemRef initialized"
# Only views and aliases of a tpop result are buffer-less: tile.exp computes
# into a fresh tile, and tile.move is not in-place safe (it never aliases its
# input), so both results need a MemRef.
import pypto.language as pl


@pl.program
class ComputeOnTpop:
    @pl.function(type=pl.FunctionType.AIV)
    def consumer(self, out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        popped: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        e: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(popped)
        m: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(popped, target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e, [0, 0], out_0)
        return out_1
