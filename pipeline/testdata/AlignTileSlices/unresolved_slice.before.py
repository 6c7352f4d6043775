# A slice whose memory space is unresolved when CanonicalizeTileSlice runs
# (the model's post-conversion form, target_memory=None) is left a view
# there; once InferTileMemorySpace has placed it in Vec, AlignTileSlices
# copies it, column 1 of an FP32 tile being 4 bytes past an aligned buffer.
# backend: 950
# passes: CanonicalizeTileSlice,InferTileMemorySpace,AlignTileSlices
import pypto.language as pl


@pl.program
class Unresolved:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 2], pl.FP32]]) -> pl.Tensor[[4, 2], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32] = pl.tile.load(x, [0, 0], [4, 8], target_memory=None)
        sl: pl.Tile[[4, 2], pl.FP32] = pl.tile.slice(t, [4, 2], [0, 1])
        a: pl.Tile[[4, 2], pl.FP32] = pl.tile.adds(sl, 1.0)
        o: pl.Tensor[[4, 2], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return o
