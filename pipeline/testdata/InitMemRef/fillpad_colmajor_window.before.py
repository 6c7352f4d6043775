# irfuzz finding RF-B2, clean campaign 939ca0a15d34 (seed 15): a tile.slice
# of a column-major tile sits at its window's row-major byte offset (8
# bytes for columns 2..3 of a 4x4 FP32 transpose view), not where its data
# lies in the column-major storage (32 bytes). A tile.fillpad of such a
# window gets a buffer of its own; sharing the window's MemRef put its
# result at the unaligned row-major offset. The column window of the
# row-major tile, fully valid and contiguous, still pads in place.
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[4, 4], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 2], pl.FP32]],
    ) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [4, 4], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[4, 4], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [4, 2], [0, 2])
        fp: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.fillpad(sl)
        rw: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [2, 4], [2, 0])
        rp: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rw)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.store(fp, [0, 0], out)
        return o
