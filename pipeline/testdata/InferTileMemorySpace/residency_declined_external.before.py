# Loop-invariant Mat residency declined: the lhs is an external parameter,
# and PyPTO has no no-alias contract for distinct external tensors, so the
# marked load stays in the loop (only the spaces and moves of phases 0-3).
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 128], pl.BF16],
        rhs: pl.Tensor[[128, 256], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        for n, (acc,) in pl.range(0, 256, 128, init_values=(out,)):
            lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=None, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
            rhs_mat = pl.tile.load(rhs, [0, n], [128, 128], [128, 128], target_memory=None, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
            c_n = pl.tile.matmul(lhs_mat, rhs_mat)
            result = pl.yield_(pl.tile.store(c_n, [0, n], acc))
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        lhs: pl.Tensor[[16, 128], pl.BF16],
        rhs: pl.Tensor[[128, 256], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        r = self.kernel(lhs, rhs, out)
        return r
