# Seed 003 (IR syntax): the type system examples — scalar shorthand,
# symbolic shapes, tensor layouts and views held in variables, MemRefs and
# TileViews on tile annotations.
import pypto.language as pl

n = pl.dynamic("n")
m = pl.dynamic("m")
STRIDED = pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)
OFFSET = [0, 0]
TILE_SHAPE = [64, 64]


@pl.program
class Types:
    @pl.function
    def types(
        self,
        a: pl.Tensor[[4, 8], pl.FP32],
        b: pl.Tensor[[n, m], pl.INT64],
        x: pl.Tensor[[32, 64], pl.FP32, pl.NZ],
        y: pl.Tensor[[32, 64], pl.FP32, STRIDED],
        t: pl.Tensor[[128, 128], pl.FP32],
        k: pl.INT64,
        f: pl.Scalar[pl.FP32],
        z: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, OFFSET, TILE_SHAPE, TILE_SHAPE)
        tile: pl.Tile[[16, 16], pl.FP16, pl.MemRef("mem_left_0", 0, 512), pl.Mem.Left] = pl.tile.create([16, 16], dtype=pl.FP16, target_memory=pl.Mem.Left)
        narrow: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left, pl.TileView(valid_shape=[8, 16], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(tile, 8, 16)
        k2: pl.Scalar[pl.INT64] = k * 2 + 1
        q: pl.Scalar[pl.INT64] = 42
        big: pl.Scalar[pl.INT32] = pl.const(7, pl.INT32)
        half: pl.Scalar[pl.FP16] = pl.const(1.5, pl.FP16)
        g: pl.Scalar[pl.FP32] = f * 0.5 - 1e-05
        c2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.mul(c, 2.0)
        out: pl.Tensor[[128, 128], pl.FP32] = pl.store(c2, [0, 64], t)
        return out
