# With fillpad-in-place-strided (the released behaviour) the fillpad of a
# column-major window shares the window's MemRef at its row-major offset.
# faults: fillpad-in-place-strided
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
