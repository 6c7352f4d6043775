# tensor.paged_gather: a static accumulator in the call's space filled by
# a loop over the indices' runtime length, each row's physical position
# read through the block table, loaded by tile.gather_row (a column with
# is_trans) (op_conversion_registry.cpp:1897-2046); checked against the
# pinned PyPTO.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def rows(
        self,
        kv: pl.Tensor[[64, 32], pl.FP16],
        ids: pl.Tensor[[4], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[8, 16], pl.FP16]:
        out: pl.Tensor[[8, 16], pl.FP16] = pl.tensor.paged_gather(
            kv, ids, bt, block_size=8, size=16, max_indices=8, space=pl.Mem.Vec, col_off=16
        )
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def cols(
        self,
        kv: pl.Tensor[[32, 16], pl.FP32],
        ids: pl.Tensor[[1, 4], pl.INT32],
        bt: pl.Tensor[[1, 2], pl.INT32],
    ) -> pl.Tensor[[16, 4], pl.FP32]:
        out: pl.Tensor[[16, 4], pl.FP32] = pl.tensor.paged_gather(
            kv, ids, bt, block_size=16, size=16, max_indices=4, is_trans=True
        )
        return out
