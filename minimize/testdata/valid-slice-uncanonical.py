# valid-slice-uncanonical (irfuzz RF-B1): CanonicalizeTileSlice copies only
# canonical 3-argument Vec slices that do not start 32-byte aligned; a
# slice carrying a valid_shape (columns 2-3 of an FP32 tile: 8 bytes past
# the buffer) stays a view, so TSTORE reads an unaligned UB address.
# backend: 950
# faults: valid-slice-uncanonical
# want: simdiag | alignment |  | aiv0#N TSTORE(_ = tile.store @N): source operand address N in UB is not N-byte aligned |  | 
import pypto.language as pl


@pl.program
class ValidSlice:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[4, 4], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 4], [4, 4], target_memory=pl.Mem.Vec)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.slice(t, [4, 2], [0, 2], [3, 2])
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
