# irfuzz corpus v1
# signature: pypto | ValueError | ConvertTensorToTileOps | The operator tile.row_expand_add requires src0 effective blayout to be row_major
# status: open
# oracle: pypto
# property: ValueError
# pass: ConvertTensorToTileOps
# backend: Ascend950
# outcome: rejected
# exception: ValueError
# message: The operator tile.row_expand_add requires src0 effective blayout to be row_major
# pinned: src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp (tensor.add of a tensor.matmul result and its [rows, 1] row sum becomes tile.row_expand_add on the Acc tile, with no move to a row-major Vec tile); pl.sub, pl.mul and pl.div of the same operands convert
# kind: bug
# silent: loud
# upstream: unknown

import pypto.language as pl


@pl.program
class RowBroadcastAddOfMatmul:
    @pl.function
    def main(self, xh: pl.Tensor[[16, 32], pl.FP16], w: pl.Tensor[[32, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            mm: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(xh, w, out_dtype=pl.FP32)
            m: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(mm)
            d: pl.Tensor[[16, 64], pl.FP32] = pl.add(mm, m)
            out = pl.assemble(out, d, [0, 0])
        return out
