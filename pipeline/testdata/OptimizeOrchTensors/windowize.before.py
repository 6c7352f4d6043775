# error: the window externalization of function 'k' (windowize=True; optimize_orch_tensors_pass.cpp:1624-1626) is not modelled by irfuzz
# An InCore function asking for window externalization: PyPTO rewrites
# its calls to take windows of their tensors, which irfuzz does not model.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def k(self, x: pl.Tensor[[64, 16], pl.FP32], row: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[64, 16], pl.FP32] = pl.tile.store(t, [row, 0], o)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[64, 16], pl.FP32], o: pl.Out[pl.Tensor[[64, 16], pl.FP32]]) -> pl.Tensor[[64, 16], pl.FP32]:
        r: pl.Tensor[[64, 16], pl.FP32] = self.k(x, 16, o)
        return r
