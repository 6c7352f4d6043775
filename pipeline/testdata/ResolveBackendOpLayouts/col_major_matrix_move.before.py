# backend: 950
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP16, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 32])
        cm: pl.Tile[[16, 32], pl.FP16, pl.MemorySpace.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(t, target_memory=pl.MemorySpace.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        c: pl.Tile[[16, 32], pl.FP32, pl.MemorySpace.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.cast(cm, target_type=pl.FP32, mode="round")
        r: pl.Tile[[16, 32], pl.FP16, pl.MemorySpace.Vec] = pl.tile.muls(t, 2.0)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(c, [0, 0], out)
        return o
