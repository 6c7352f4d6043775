# Ascend910B: the kernel of a5_push_full_rows. The push is a fix-pipe store
# into the GM slot, which reads a non-compact accumulator at its physical
# rows whatever its valid rows (pto-isa tstore_common.hpp), i.e. where mad
# wrote it: the narrowed accumulator is pushed as it is and the pop carries
# the runtime rows.
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP16]]) -> pl.Tensor[[64, 64], pl.FP16]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, r)
        vs: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 64])] = pl.tile.set_validshape(acc, rows, 64)
        h: pl.Tile[[64, 64], pl.FP16] = pl.tile.cast(vs, target_type=pl.FP16, mode='none')
        o: pl.Tensor[[64, 64], pl.FP16] = pl.tile.store(h, [0, 0], out)
        return o
