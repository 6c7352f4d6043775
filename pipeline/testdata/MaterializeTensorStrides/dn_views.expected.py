# Expected output of MaterializeTensorStrides/dn_views (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 8], pl.FP32, pl.TensorView(stride=[1, 16], layout=pl.TensorLayout.DN)], y: pl.Tensor[[2, 8, 4], pl.FP32, pl.TensorView(stride=[32, 1, 8], layout=pl.TensorLayout.DN, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        a: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, a)
        o: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(b, [0, 0], out)
        return o
