# A window of a column-major tile (a tile.transpose_view) starts where the
# code generator's subview puts it: at the offset of its first element in
# the base's layout, where the row is the contiguous axis. Rows 4.. of an
# INT8 [8, 8] column-major view start 4 bytes in: copied (PyPTO's check
# uses the row-major MemRef offset, 4 * 8 bytes, and keeps it a view:
# irfuzz RF-H10a). Column 1 of an FP32 [8, 8] column-major view starts 32
# bytes in: it stays a view. A slice of a view of a window (here the
# transpose_view of a row window) has neither the base's address nor its
# pitch: copied.
# backend: 950
# passes: CanonicalizeTileSlice,AlignTileSlices
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[8, 8], pl.INT8], y: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.INT8]], out_1: pl.Out[pl.Tensor[[8, 1], pl.FP32]], out_2: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> tuple[pl.Tensor[[4, 8], pl.INT8], pl.Tensor[[8, 1], pl.FP32], pl.Tensor[[8, 8], pl.FP32]]:
        t: pl.Tile[[8, 8], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[8, 8], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[4, 8], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [4, 8], [4, 0])
        o: pl.Tensor[[4, 8], pl.INT8] = pl.tile.store(sl, [0, 0], out)
        u: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        uv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(u)
        col: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(uv, [8, 1], [0, 1])
        o_1: pl.Tensor[[8, 1], pl.FP32] = pl.tile.store(col, [0, 0], out_1)
        rw: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(u, [4, 8], [4, 0])
        rv: pl.Tile[[8, 4], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rw)
        rs: pl.Tile[[8, 2], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(rv, [8, 2], [0, 2])
        o_2: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(rs, [0, 0], out_2)
        return o, o_1, o_2
