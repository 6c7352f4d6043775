# RF-C3, fixed: a full-height product (mad writes L0C at the box's 64 rows;
# not compact) narrowed at runtime to `rows` valid rows and consumed on the
# vector side. On Ascend950 the push is a TMOV Acc->Vec, which would read a
# runtime valid row count at ceil16(rows) (pto-isa npu/a5/TMov.hpp
# GetTmovAccSrcStride). AIC pushes the accumulator with its valid rows
# widened to the constant 64, so TMOV reads at 64, where mad wrote; AIV pops
# the full-height tile and narrows it back to `rows` before the cast.
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 950
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
