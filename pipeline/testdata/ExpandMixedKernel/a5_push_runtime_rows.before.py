# RF-D1, fixed: on Ascend950 the cube-to-vector push of an accumulator is a
# TMOV Acc->Vec, whose source stride is the box's rows (64) when the valid
# row count is a constant below them, and ceil16(valid rows) when it is a
# runtime value (pto-isa npu/a5/TMov.hpp GetTmovAccSrcStride); compact is
# not consulted. The matmul of a 16-row lhs writes L0C at ceil16(16) = 16
# and types its result compact with the constant 16 valid rows, so AIC
# pushes it with the same 16 rows bound to a scalar (a runtime valid row):
# TMOV then reads at 16, where mad wrote. AIV pops the 16 valid rows as
# before.
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
