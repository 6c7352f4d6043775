# Expected output of AlignTileSlices/col_major_window (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 8], pl.INT8], y: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.INT8]], out_1: pl.Out[pl.Tensor[[8, 1], pl.FP32]], out_2: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> tuple[pl.Tensor[[4, 8], pl.INT8], pl.Tensor[[8, 1], pl.FP32], pl.Tensor[[8, 8], pl.FP32]]:
        t: pl.Tile[[8, 8], pl.INT8, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        tv: pl.Tile[[8, 8], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t)
        sl: pl.Tile[[4, 8], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [4, 8], [4, 0])
        sl_textract: pl.Tile[[4, 8], pl.INT8, pl.Mem.Vec] = pl.tile.extract(tv, 4, 0, [4, 8], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[4, 8], pl.INT8] = pl.tile.store(sl_textract, [0, 0], out)
        u: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        uv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(u)
        col_textract: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(uv, 0, 1, [8, 1], target_memory=pl.Mem.Vec)
        o_1: pl.Tensor[[8, 1], pl.FP32] = pl.tile.store(col_textract, [0, 0], out_1)
        rw: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(u, [4, 8], [4, 0])
        rv: pl.Tile[[8, 4], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rw)
        rs_textract: pl.Tile[[8, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(rv, 0, 2, [8, 2], target_memory=pl.Mem.Vec)
        o_2: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(rs_textract, [0, 0], out_2)
        return o, o_1, o_2
