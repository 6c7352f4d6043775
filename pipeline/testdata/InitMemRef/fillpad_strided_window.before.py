# irfuzz finding RF-B2: tile.fillpad writes where its input lives, so a
# fillpad of a view of another tile's storage could pad over that tile. It
# gets a buffer of its own when its input is a strided window — a row
# window of an NZ Mat tile (pitch = the parent's 32 rows, not 16), a column
# window of a row-major Vec tile (pitch = 16 columns, not 8), a
# set_validshape view and a loop carry of one — or a view whose valid shape
# is narrower than its shape (a row window with 2 of 4 rows valid, a
# set_validshape narrowing of a whole tile): the pad would land on the
# parent's valid rows. A fully valid row window of a row-major tile is laid
# out like a tile of its own (pitch = 16 columns either way) and keeps the
# in-place sharing, as does a tile owning its buffer.
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.BF16],
        y: pl.Tensor[[8, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        t: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.load(x, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        rows: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.slice(t, [16, 32], [0, 0])
        rows_p: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rows)
        v: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.load(y, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        col: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [8, 8], [0, 8])
        col_p: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(col)
        colv: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n, 8])] = pl.tile.set_validshape(col, n, 8)
        colv_p: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(colv, pad_value=pl.PadValue.max)
        for _i, (c,) in pl.range(0, 2, init_values=(col,)):
            c_p: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c)
            c_out = pl.yield_(c)
        row: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [4, 16], [4, 0])
        row_p: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(row)
        roww: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 16])] = pl.tile.slice(v, [4, 16], [4, 0], [2, 16])
        roww_p: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(roww)
        vn: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 16])] = pl.tile.set_validshape(v, 4, 16)
        vn_p: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(vn)
        full_p: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(v)
        o: pl.Tensor[[8, 16], pl.FP32] = pl.store(full_p, [0, 0], out)
        o2: pl.Tensor[[8, 16], pl.FP32] = pl.store(col_p, [0, 0], o)
        o3: pl.Tensor[[8, 16], pl.FP32] = pl.store(colv_p, [0, 8], o2)
        o4: pl.Tensor[[8, 16], pl.FP32] = pl.store(row_p, [4, 0], o3)
        o5: pl.Tensor[[8, 16], pl.FP32] = pl.store(roww_p, [4, 0], o4)
        o6: pl.Tensor[[8, 16], pl.FP32] = pl.store(vn_p, [0, 0], o5)
        return o6
