# irfuzz finding RF-B1: a Vec slice carrying a valid_shape is canonicalized
# like a 3-argument one when its start is not provably 32-byte aligned. The
# copy is a tile.extract of the window; when the slice's valid shape is
# narrower than what the extract deduces (rows 3 of 4), a tile.set_validshape
# puts it back, so every consumer keeps its type: a vector op, a store, an
# alias, a loop's initial value. A valid slice whose valid shape the
# extract deduces anyway (4 x 2 of a fully valid tile) needs no
# set_validshape. A tile.extract of a valid slice reads the base directly
# when that deduces the same type (e: rows 1-2, inside the 3 valid rows),
# else it reads the copy (e2: rows 2-3, of which only row 2 is valid, while
# the base has both valid).
# backend: 950
# passes: CanonicalizeTileSlice,AlignTileSlices
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        vs: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.slice(t, [4, 2], [0, 3], [3, 2])
        c: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.adds(vs, 1.0)
        e: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[2, 2])] = pl.tile.extract(vs, 1, 0, [2, 2], target_memory=pl.Mem.Vec)
        e2: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[1, 2])] = pl.tile.extract(vs, 2, 0, [2, 2], target_memory=pl.Mem.Vec)
        al: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = vs
        full: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [4, 2], [0, 2], [4, 2])
        r: pl.Tile[[4, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(full, c)
        for i, (acc,) in pl.range(2, init_values=(vs,)):
            acc_1: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.tile.adds(acc, 1.0)
            acc_2: pl.Tile[[4, 2], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[3, 2])] = pl.yield_(acc_1)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(vs, [0, 0], out)
        return o
