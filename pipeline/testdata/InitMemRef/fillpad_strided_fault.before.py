# Fault fillpad-in-place-strided (irfuzz RF-B2, the modelled PyPTO
# release): tile.fillpad shares its input's MemRef even when the input is
# a window laid out at its parent's pitch — a row window of an NZ Mat tile
# and a column window of a row-major Vec tile — or a window with fewer
# valid rows than the parent there, so it pads over the parent. Without
# the fault the three fillpads get buffers of their own.
# faults: fillpad-in-place-strided
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.BF16],
        y: pl.Tensor[[8, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[8, 8], pl.FP32]],
    ) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.load(x, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        rows: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.slice(t, [16, 32], [0, 0])
        rows_p: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(rows)
        v: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.load(y, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        col: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(v, [8, 8], [0, 8])
        col_p: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(col)
        roww: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 16])] = pl.tile.slice(v, [4, 16], [4, 0], [2, 16])
        roww_p: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(roww)
        o: pl.Tensor[[8, 8], pl.FP32] = pl.store(col_p, [0, 0], out)
        return o
