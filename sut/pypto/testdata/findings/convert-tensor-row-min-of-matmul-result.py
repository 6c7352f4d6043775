# irfuzz corpus v1
# signature: pypto | ValueError | ConvertTensorToTileOps | The operator tile.row_min requires an ND input layout (blayout=row_major, slayout=none_box), but got blayout=col_major, slayout=row_major [FILE:LINE:COL]
# status: open
# oracle: pypto
# property: ValueError
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: rejected
# exception: ValueError
# message: The operator tile.row_min requires an ND input layout (blayout=row_major, slayout=none_box), but got blayout=col_major, slayout=row_major [FILE:LINE:COL]
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp (tensor.row_min of a tensor.matmul result becomes tile.row_min on the Acc tile, with no move to an ND Vec tile); pl.row_max and pl.row_sum of the same result convert
# kind: bug
# silent: loud
# upstream: unknown

import pypto.language as pl


@pl.program
class RowMinOfMatmul:
    @pl.function
    def main(self, xh: pl.Tensor[[16, 32], pl.FP16], w: pl.Tensor[[32, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            mm: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(xh, w, out_dtype=pl.FP32)
            m: pl.Tensor[[16, 1], pl.FP32] = pl.row_min(mm)
            d: pl.Tensor[[16, 64], pl.FP32] = pl.sub(mm, m)
            out = pl.assemble(out, d, [0, 0])
        return out
