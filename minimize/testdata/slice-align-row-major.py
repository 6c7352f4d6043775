# slice-align-row-major (irfuzz RF-H10a): CanonicalizeTileSlice judges a
# window's alignment by its row-major offset; rows 4.. of an INT8 [8, 8]
# column-major view (a tile.transpose_view) count as 32 bytes in, but the
# subview starts 4 bytes in, so the slice stays a view and its TSTORE reads
# an unaligned UB address (a clean campaign's 26a5ed5da6b8, minimized).
# backend: 950
# faults: slice-align-row-major
# want: simdiag | alignment |  | aiv0#N TSTORE(_ = tile.store @N): source operand address N in UB is not N-byte aligned |  | 
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[4, 8], pl.INT8]]) -> pl.Tensor[[4, 8], pl.INT8]:
        t: pl.Tile[[8, 8], pl.INT8] = pl.tile.create([8, 8], dtype=pl.INT8, target_memory=None)
        tv: pl.Tile[[8, 8], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[4, 8], pl.INT8, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [4, 8], [4, 0])
        o: pl.Tensor[[4, 8], pl.INT8] = pl.tile.store(sl, [0, 0], out)
        return o
