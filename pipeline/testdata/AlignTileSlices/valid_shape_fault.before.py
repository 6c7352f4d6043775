# Fault valid-slice-uncanonical (irfuzz RF-B1, the modelled PyPTO release):
# only canonical 3-argument slices are copied; a slice carrying a
# valid_shape stays a view 12 bytes past an aligned buffer, so the vector
# op and the store read an unaligned UB address. Without the fault it is
# copied and re-narrowed like sl.
# faults: valid-slice-uncanonical
# backend: 950
# passes: CanonicalizeTileSlice,AlignTileSlices
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [4, 2], [0, 1])
        a: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.adds(sl, 1.0)
        vs: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.slice(t, [4, 2], [0, 3], [3, 2])
        c: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.adds(vs, 1.0)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
