# From sut/pypto/testdata/findings/codegen-available-cluster-count-in-kernel.py (the pinned PyPTO's PTO codegen refuses it).
import pypto.language as pl

@pl.program
class ClusterCountInKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        q: pl.Scalar[pl.INT32] = pl.system.available_cluster_count()
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(pl.tile.adds(t, q), [0, 0], out)
        return o
