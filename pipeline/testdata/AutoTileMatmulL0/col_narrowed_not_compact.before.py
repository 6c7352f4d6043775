# Column-only narrowing never stamps compact (mad's pitch depends on the
# valid rows alone): the rhs has 96 valid columns of 128, so the seed is a
# plain [64, 128] box narrowed to [64, 96] by tile.set_validshape, without
# compact=True.
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[64, 1024], pl.FP16],
        b: pl.Tensor[[1024, 128], pl.FP16],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        a_mat: pl.Tile[[64, 1024], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 1024], [64, 1024], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[1024, 128], pl.FP16, pl.Mem.Mat, pl.TileView(valid_shape=[1024, 96])] = pl.tile.load(b, [0, 0], [1024, 128], [1024, 96], target_memory=pl.Mem.Mat)
        c: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[64, 96])] = pl.tile.matmul(a_mat, b_mat)
        out = pl.tile.store(c, [0, 0], out)
        return out
