# PyPTO #1789: a Vec slice starting off a 32-byte boundary (column 1 of an
# FP32 tile: +4 bytes) is copied by tile.extract before each consumer that
# reads it (vector op, yield, store); an extract of it reads the base at the
# summed offset, and the slice, left without a use, is dropped. A window
# starting at row 1 of an 8-wide FP32 tile (+32 bytes) stays a view. A
# slice carrying a valid_shape is not canonical and stays a view here (the
# model copies it later: AlignTileSlices/valid_shape_window, irfuzz RF-B1).
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[4, 8], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        sl: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [4, 2], [0, 1])
        a: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.adds(sl, 1.0)
        e: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.extract(sl, 1, 0, [2, 2], target_memory=pl.Mem.Vec)
        ok: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [2, 8], [1, 0])
        b: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ok, 1.0)
        vs: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.slice(t, [4, 2], [0, 3], [3, 2])
        c: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.adds(vs, 1.0)
        if flag < 1:
            p: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(sl)
        else:
            p: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
