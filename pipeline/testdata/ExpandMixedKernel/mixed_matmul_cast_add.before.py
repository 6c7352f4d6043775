# A mixed kernel straight from the front end: matmul, then cast / add /
# store on the vector side. InferTileMemorySpace stages the operands through
# Mat into Left / Right and inserts the Acc->Vec tile.move the cast needs;
# ExpandMixedKernel turns that move into the tpush_to_aiv / tpop_from_aic
# pair: AIC keeps the loads, moves and matmul, AIV the pop, cast, add and
# store.
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        bias: pl.Tensor[[16, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=None)
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=None)
        z: pl.Tile[[16, 128], pl.FP32] = pl.tile.matmul(x_tile, y_tile)
        zb: pl.Tile[[16, 128], pl.BF16] = pl.tile.cast(z, target_type=pl.BF16, mode='rint')
        b_tile: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(bias, [0, 0], [16, 128], [16, 128], target_memory=None)
        w: pl.Tile[[16, 128], pl.BF16] = pl.tile.add(zb, b_tile)
        out_1: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(w, [0, 0], out_0)
        return out_1
