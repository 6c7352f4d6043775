# An NZ view on a tensor is rejected, naming the parameter (PyPTO: the same
# message at <string>:7:54).
# error: nz_rejected.before.py:10:54: MaterializeTensorStrides: NZ layout is tile-only and not allowed on a tensor type. Annotate the tensor as pl.ND or pl.DN, and produce NZ on a Tile instead.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 8], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.NZ)]]) -> pl.Tensor[[16, 8], pl.FP32]:
        a: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return o
