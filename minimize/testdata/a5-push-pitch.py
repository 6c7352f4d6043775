# a5-push-pitch (irfuzz RF-D1, and its dual RF-C3): on Ascend950 the
# cube-to-vector push of an accumulator is a TMOV Acc->Vec, whose source
# stride is the box's rows when the valid row count is a constant below
# them (pto-isa npu/a5/TMov.hpp GetTmovAccSrcStride; compact is not
# consulted). The product of a 16-row lhs is written by mad at
# ceil16(16) = 16 and typed compact with 16 constant valid rows; with the
# fault, ExpandMixedKernel pushes it as it is, so the push walks L0C at 64
# and reads column blocks mad never wrote. Fixed, it is pushed with its
# valid rows as a runtime value and read at 16.
# backend: 950
# faults: a5-push-pitch
# want: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TPOP |  | out
import pypto.language as pl


@pl.program
class PushPitch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 16], pl.FP32], x_1: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 16], pl.FP32] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=None)
        l: pl.Tile[[64, 16], pl.FP32, pl.TileView(valid_shape=[16, 16])] = pl.tile.set_validshape(t, 16, 16)
        r: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x_1, [0, 0], [16, 64], [16, 64], target_memory=None)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[16, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l, r)
        v: pl.Tile[[64, 64], pl.FP32] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
