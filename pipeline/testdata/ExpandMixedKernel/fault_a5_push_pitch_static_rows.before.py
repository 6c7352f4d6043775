# FaultA5PushPitch (irfuzz RF-D1): the kernel of a5_push_runtime_rows, as
# the modelled PyPTO release compiles it: AIC pushes the compact accumulator
# with its constant 16 valid rows, so on Ascend950 TMOV Acc->Vec reads L0C
# at the box's 64 rows although mad wrote it at 16.
# faults: a5-push-pitch
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 950
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(t, 16, 16)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        mv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[16, 64])] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(mv, [0, 0], out)
        return o
