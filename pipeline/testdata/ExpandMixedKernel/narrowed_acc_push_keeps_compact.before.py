# The #2510 shape, fault off: a row-narrowed matmul (16 valid rows of 64)
# K-tiled by AutoTileMatmulL0 into a compact accumulator chain, whose result
# a vector epilogue (cast to FP32, store) consumes. InferTileMemorySpace
# inserts the Acc->Vec move; ExpandMixedKernel makes it a pair: AIC pushes
# the compact [64, 128] accumulator itself, so the fix-pipe drains L0C at
# the packed pitch of ceil(16/16)*16 rows; AIV pops a Vec tile with the 16
# valid rows and no compact mode (AccCompactValid rule (c)).
# passes: AutoTileMatmulL0,InferTileMemorySpace,ExpandMixedKernel
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        lhs: pl.Tensor[[64, 2048], pl.INT8],
        rhs: pl.Tensor[[2048, 128], pl.INT8],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        lhs_mat: pl.Tile[[64, 2048], pl.INT8, pl.Mem.Mat, pl.TileView(valid_shape=[16, 2048])] = pl.tile.load(
            lhs, [0, 0], [64, 2048], [16, 2048], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [2048, 128], [2048, 128], target_memory=pl.Mem.Mat
        )
        product: pl.Tile[
            [64, 128], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal)
        ] = pl.tile.matmul(lhs_mat, rhs_mat)
        widened: pl.Tile[[64, 128], pl.FP32] = pl.tile.cast(product, target_type=pl.FP32, mode='rint')
        out_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(widened, [0, 0], out)
        return out_1
